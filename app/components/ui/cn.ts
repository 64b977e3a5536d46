/** Joins class names, skipping the falsy ones (the only class helper the kit needs). */
export function cn(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(" ");
}
