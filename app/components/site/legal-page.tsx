import { PageHero, Section } from "~/components/site/section";
import type { LegalDocument } from "~/content/legal";
import { useCampContact } from "./contact-links";

/** A policy page: a short contents list, then each section under its own heading. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const contact = useCampContact();
  return (
    <main>
      <PageHero title={document.title} subtitle={`Last updated ${document.updated}`} />
      <Section className="max-w-3xl space-y-10">
        <p className="text-lg">{document.intro}</p>
        <nav aria-label={`${document.title} contents`} className="rounded-2xl bg-sea-50 p-6">
          <h2 className="text-lg font-extrabold">Contents</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a className="font-semibold text-sea-700 underline" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24 space-y-3">
            <h2 id={section.id} className="text-2xl font-black">
              {section.title}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text.slice(0, 32)}>{text}</p>
            ))}
            {section.points ? (
              <ul className="list-disc space-y-2 pl-6">
                {section.points.map((text) => (
                  <li key={text.slice(0, 32)}>{text}</li>
                ))}
              </ul>
            ) : null}
            {section.links ? (
              <ul className="list-disc space-y-2 pl-6">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <a className="font-semibold text-sea-700 underline" href={link.href} rel="noopener noreferrer">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="rounded-2xl bg-sun-100 p-6">
          Questions about this page? E-mail{" "}
          <a className="font-bold text-sea-700 underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
          {contact.phone ? (
            <>
              {" "}
              or call{" "}
              <a className="font-bold text-sea-700 underline" href={contact.phone.href}>
                {contact.phone.text}
              </a>
            </>
          ) : null}
          .
        </p>
      </Section>
    </main>
  );
}
