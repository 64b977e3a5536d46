import { PageHero, Section } from "~/components/site/section";
import { Stars } from "~/components/site/stars";
import { Card } from "~/components/ui/card";
import { testimonialsCopy as copy } from "~/content/pages";
import { featuredTestimonial, testimonials } from "~/content/testimonials";
import type { Route } from "./+types/testimonials";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/testimonials", ...copy.meta });

export default function Testimonials() {
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section>
        <Card className="mx-auto max-w-4xl border-2 border-sun-300 bg-sun-100 p-8 md:p-12" data-testid="featured-testimonial">
          <Stars count={featuredTestimonial.stars} />
          <h2 className="mt-4 text-2xl font-black md:text-3xl">{featuredTestimonial.title}</h2>
          <blockquote className="mt-4 text-lg md:text-xl">“{featuredTestimonial.quote}”</blockquote>
          <p className="mt-4 font-extrabold text-sea-900">{featuredTestimonial.name}</p>
        </Card>
        <h2 className="sr-only">More testimonials</h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="testimonial-cards">
          {testimonials.map((t) => (
            <li key={t.name}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <Stars count={t.stars} />
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
