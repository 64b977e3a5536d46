// /lottery: the fair lottery in words, and each window's seal, entries, seed and drawn orders, so
// anyone can check a draw. Rendered for every request (`live` in app/content/public-pages.ts):
// the seal moves with each sign-up. The record itself: app/server/lottery-record.server.ts, also
// served as JSON by GET /api/lottery.
import { LotteryWindow } from "~/components/site/lottery-window";
import { PageHero, Section, SectionTitle } from "~/components/site/section";
import { lotteryCopy as copy } from "~/content/lottery";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";
import { getEnv } from "~/server/context";
import { listPublicLotteries } from "~/server/lottery-record.server";
import type { Route } from "./+types/lottery";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/lottery", ...copy.meta });

export async function loader({ context }: Route.LoaderArgs) {
  return { windows: await listPublicLotteries(getEnv(context)) };
}

export default function Lottery({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section labelledBy="lottery-seals" className="grid max-w-5xl gap-6">
        <SectionTitle id="lottery-seals">Seals and draws</SectionTitle>
        {copy.sealIntro.map((p) => (
          <p key={p.slice(0, 16)} className="text-lg">
            {p}
          </p>
        ))}
        <p>
          <a href="/api/lottery" className="font-bold text-sea-700 underline underline-offset-4">
            Every record below as JSON
          </a>
        </p>
        {loaderData.windows.length ? (
          loaderData.windows.map((w) => <LotteryWindow key={w.season} window={w} />)
        ) : (
          <p className="text-muted">No registration window has been announced yet.</p>
        )}
      </Section>
      <Section tone="sea" labelledBy="lottery-rules" className="grid max-w-5xl gap-4">
        <SectionTitle id="lottery-rules">How the draw works</SectionTitle>
        <ol className="list-decimal space-y-3 pl-6 text-lg">
          {copy.algorithm.map((step) => (
            <li key={step.slice(0, 16)}>{step}</li>
          ))}
        </ol>
        <p className="text-lg">{copy.check}</p>
      </Section>
    </main>
  );
}
