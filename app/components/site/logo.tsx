import { site } from "~/content/site";

/** The camp's mark: a friendly whale over a wave, with the name beside it. */
export function Logo({ className = "", light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-10 shrink-0">
        <circle cx="24" cy="24" r="23" fill="#ffc93c" />
        <path d="M9 27c2-8 9-13 17-13 7 0 12 4 13 9 2-1 4-3 5-5-1 5-3 8-6 10-2 5-8 8-15 8C15 36 10 32 9 27z" fill="#0b3a5b" />
        <circle cx="19" cy="24" r="1.8" fill="#fff" />
        <path d="M6 38c4-2 8-2 12 0s8 2 12 0 8-2 12 0" stroke="#0d7377" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <span className={`text-xl font-black tracking-tight ${light ? "text-white" : "text-sea-900"}`}>{site.name}</span>
    </span>
  );
}
