import { useRouteLoaderData } from "react-router";
import { campContact, type CampContact } from "~/lib/contact";

/** The office's e-mail and phone (Settings) from root's data; no phone set: none. */
export function useCampContact(): CampContact {
  return (useRouteLoaderData("root") as { contact?: CampContact } | undefined)?.contact ?? campContact("");
}

/** The office's e-mail and phone as links (used on several pages). */
export function ContactLinks({ className = "" }: { className?: string }) {
  const contact = useCampContact();
  return (
    <p className={`flex flex-col gap-1 text-lg ${className}`}>
      <span>
        E-mail:{" "}
        <a className="font-bold text-sea-700 underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </span>
      {contact.phone ? (
        <span>
          Phone:{" "}
          <a className="font-bold text-sea-700 underline" href={contact.phone.href}>
            {contact.phone.text}
          </a>
        </span>
      ) : null}
    </p>
  );
}
