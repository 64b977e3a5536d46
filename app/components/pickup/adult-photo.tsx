// An authorized adult's photo (served only to the family and to staff), or their initials.
export function AdultPhoto({ adult, size = "size-14" }: { adult: { name: string; photoUrl?: string | null }; size?: string }) {
  if (adult.photoUrl)
    return <img src={adult.photoUrl} alt={`Photo of ${adult.name}`} className={`${size} shrink-0 rounded-full border-2 border-sea-200 object-cover`} />;
  const initials = adult.name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span aria-hidden="true" className={`${size} grid shrink-0 place-items-center rounded-full bg-sea-100 text-lg font-extrabold text-sea-900`}>
      {initials}
    </span>
  );
}
