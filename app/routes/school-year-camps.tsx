import { PageHero, Section, SectionTitle } from "~/components/site/section";
import { signUpButtonIsland } from "~/components/site/sign-up-dialog";
import { videoPanelIsland } from "~/components/site/video-panel";
import { Card } from "~/components/ui/card";
import { schoolYearMeta } from "~/content/pages";
import { scheduleTitle } from "~/content/school-year";
import { Island, type IslandsHandle } from "~/islands/island";
import { getEnv } from "~/server/context";
import { getSchoolYearContent } from "~/server/content.server";
import { listImages } from "~/server/public-media.server";
import type { Route } from "./+types/school-year-camps";
import { publicPageMeta, siteUrlFrom } from "~/lib/page-meta";
import { campsOfferedJsonLd, schoolYearCampsOffered } from "~/lib/structured-data";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  publicPageMeta(matches, {
    path: "/school-year-camps",
    ...schoolYearMeta,
    jsonLd: loaderData ? [campsOfferedJsonLd(siteUrlFrom(matches), schoolYearCampsOffered(loaderData.content))] : [],
  });

// The same content GET /api/school-year-content serves, read directly from D1.
export async function loader({ context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const [content, [thumbnail]] = await Promise.all([getSchoolYearContent(env), listImages(env, "hero", 1)]);
  return { content, thumbnail: thumbnail ?? null };
}

export default function SchoolYearCamps({ loaderData }: Route.ComponentProps) {
  const { content, thumbnail } = loaderData;
  return (
    <main>
      <PageHero title={content.title} subtitle={content.subtitle}>
        <Island of={signUpButtonIsland} props={{ label: "SIGN UP NOW", size: "lg" }} />
      </PageHero>

      <Section labelledBy="details" className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionTitle id="details">Camp Details</SectionTitle>
          <dl className="mt-6 divide-y divide-sea-100 rounded-[var(--radius-card)] border border-sea-100">
            {content.details.map((d) => (
              <div key={d.label} className="grid grid-cols-[9rem_1fr] gap-4 px-5 py-3">
                <dt className="font-extrabold text-sea-900">{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 id="age-groups" className="text-3xl font-black md:text-4xl">
            Age Groups
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {content.ageGroups.map((g) => (
              <li key={`${g.name}-${g.location}`}>
                <Card className="p-5">
                  <p className="text-lg font-extrabold text-sea-900">{g.name}</p>
                  <p className="text-muted">
                    {g.location} · ages {g.ages}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="sea" labelledBy="schedule">
        <SectionTitle id="schedule">{scheduleTitle(content.schedule)}</SectionTitle>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {content.schedule.map((s, i) => (
            <Card key={`${i}-${s.season}`} className="p-6">
              <h3 className="text-xl font-extrabold">{s.season}</h3>
              <ul className="mt-3 space-y-1">
                {s.dates.map((d, j) => (
                  <li key={`${j}-${d}`}>{d}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>

      <Section labelledBy="registration-process" className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionTitle id="registration-process">Registration Process</SectionTitle>
          <ol className="mt-6 space-y-4">
            {content.registrationSteps.map((step, i) => (
              <li key={step} className="flex gap-4">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-teal-600 font-black text-white">{i + 1}</span>
                <span className="pt-1 text-lg">{step}</span>
              </li>
            ))}
          </ol>
          <Island of={signUpButtonIsland} props={{ label: "SIGN UP NOW", size: "lg", className: "mt-8" }} />
        </div>
        <Island of={videoPanelIsland} props={{ videoId: content.videoId, title: "School-year camp at Camp Sarraka", thumbnail: thumbnail ?? undefined }} />
      </Section>
    </main>
  );
}
