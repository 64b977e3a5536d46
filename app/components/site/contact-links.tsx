import { site } from "~/content/site";

/** The office's e-mail and phone as links (used on several pages). */
export function ContactLinks({ className = "" }: { className?: string }) {
  return (
    <p className={`flex flex-col gap-1 text-lg ${className}`}>
      <span>
        E-mail:{" "}
        <a className="font-bold text-sea-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </span>
      <span>
        Phone:{" "}
        <a className="font-bold text-sea-700 underline" href={site.phoneHref}>
          {site.phone}
        </a>
      </span>
    </p>
  );
}
