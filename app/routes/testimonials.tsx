import { PageHero, Section } from "~/components/site/section";
import { Stars } from "~/components/site/stars";
import { Card } from "~/components/ui/card";
import { testimonialsCopy as copy } from "~/content/pages";
import { getEnv } from "~/server/context";
import { readList } from "~/server/site-content.server";
import type { Route } from "./+types/testimonials";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/testimonials", ...copy.meta });

// The office's testimonials (Content tab): the first with a headline is featured on top.
export async function loader({ context }: Route.LoaderArgs) {
  const all = await readList(getEnv(context), "testimonials");
  const featured = all.find((t) => t.headline) ?? null;
  const quote = (t: (typeof all)[number]) => ({
    id: t.id,
    name: t.name,
    quote: t.quote,
    headline: t.headline,
    role: t.role === "Counselor" ? t.role : undefined,
  });
  return { featured: featured ? quote(featured) : null, testimonials: all.filter((t) => t !== featured).map(quote) };
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { featured, testimonials } = loaderData;
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section>
        {featured ? (
          <Card className="mx-auto max-w-4xl border-2 border-sun-300 bg-sun-100 p-8 md:p-12" data-testid="featured-testimonial">
            <Stars count={5} />
            <h2 className="mt-4 text-2xl font-black md:text-3xl">{featured.headline}</h2>
            <blockquote className="mt-4 text-lg md:text-xl">“{featured.quote}”</blockquote>
            <p className="mt-4 font-extrabold text-sea-900">{featured.name}</p>
          </Card>
        ) : null}
        <h2 className="sr-only">More testimonials</h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="testimonial-cards">
          {testimonials.map((t) => (
            <li key={t.id}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <Stars count={5} />
                <blockquote className="flex-1">“{t.quote}”</blockquote>
                <p className="font-extrabold text-sea-900">
                  {t.name}
                  {t.role ? <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-bold text-teal-700">{t.role}</span> : null}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
