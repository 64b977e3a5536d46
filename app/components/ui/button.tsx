import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const VARIANTS = {
  // Warm coral is kept for the actions we want families to take.
  primary: "bg-coral-600 text-white shadow-sm hover:bg-coral-700",
  secondary: "bg-sea-900 text-white shadow-sm hover:bg-sea-800",
  teal: "bg-teal-600 text-white shadow-sm hover:bg-teal-700",
  sunny: "bg-sun-400 text-sea-950 shadow-sm hover:bg-sun-300",
  outline: "border-2 border-sea-900 bg-white text-sea-900 hover:bg-sea-50",
  ghost: "text-sea-900 hover:bg-sea-50",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  link: "text-sea-700 underline underline-offset-4 hover:text-sea-900 px-0",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Renders the child element (a link, usually) with the button's look. */
  asChild?: boolean;
};

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof SIZES = "md", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-bold whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 cursor-pointer",
    VARIANTS[variant],
    variant === "link" ? "h-auto" : SIZES[size],
    className,
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={buttonClasses(variant, size, className)} type={asChild ? undefined : (type ?? "button")} {...props} />;
}
