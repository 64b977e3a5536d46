import { PageHero, Section } from "~/components/site/section";
import { Card } from "~/components/ui/card";
import { contactCopy as copy } from "~/content/pages";
import { site } from "~/content/site";
import type { Route } from "./+types/contact";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";
import { useCampContact } from "~/components/site/contact-links";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/contact", ...copy.meta });

export default function Contact() {
  const contact = useCampContact();
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-2xl font-black">E-mail</h2>
          <a className="mt-2 inline-block text-lg font-bold text-sea-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </Card>
        {contact.phone ? (
          <Card className="p-6">
            <h2 className="text-2xl font-black">Phone</h2>
            <a className="mt-2 inline-block text-lg font-bold text-sea-700 underline" href={contact.phone.href}>
              {contact.phone.text}
            </a>
          </Card>
        ) : null}
        <p className="text-lg md:col-span-2">{copy.responseNote}</p>
      </Section>
      <Section tone="sea" labelledBy="locations">
        <h2 id="locations" className="text-3xl font-black">
          Locations
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {site.locations.map((loc) => (
            <Card key={loc.code} className="p-6">
              <p className="text-sm font-extrabold tracking-wide text-teal-700 uppercase">{loc.code}</p>
              <h3 className="text-xl font-extrabold">{loc.name}</h3>
              <address className="mt-2 not-italic">
                {loc.street}
                <br />
                {loc.city}
              </address>
              <p className="mt-2 text-muted">{loc.note}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section labelledBy="financial-aid" className="max-w-3xl">
        <div className="rounded-[2rem] bg-sun-100 p-8">
          <h2 id="financial-aid" className="text-2xl font-black">
            {copy.aidTitle}
          </h2>
          <p className="mt-3 text-lg">
            {copy.aidText}{" "}
            <a className="font-bold text-sea-700 underline" href={`mailto:${site.nonprofit.email}`}>
              {site.nonprofit.email}
            </a>
          </p>
        </div>
      </Section>
    </main>
  );
}
