import { CardGrid, PageHero, Section, SectionTitle } from "~/components/site/section";
import { stickerCopy as copy } from "~/content/pages";
import type { Route } from "./+types/sticker-committee";
import type { IslandsHandle } from "~/islands/island";
import { publicPageMeta } from "~/lib/page-meta";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, { path: "/sticker-committee", ...copy.meta });

export default function StickerCommittee() {
  return (
    <main>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section className="max-w-4xl text-center">
        <p className="text-xl">{copy.explanation}</p>
      </Section>
      <Section tone="sea" labelledBy="ways">
        <SectionTitle id="ways">{copy.waysTitle}</SectionTitle>
        <CardGrid cards={copy.ways} columns={4} />
      </Section>
      <Section labelledBy="leaderboard" className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionTitle id="leaderboard">{copy.leaderboardTitle}</SectionTitle>
          <p className="mt-2 text-muted">{copy.leaderboardNote}</p>
          <table className="mt-6 w-full overflow-hidden rounded-2xl text-left">
            <caption className="sr-only">{copy.leaderboardTitle}</caption>
            <thead className="bg-sea-900 text-white">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Rank
                </th>
                <th scope="col" className="px-4 py-2">
                  Camper
                </th>
                <th scope="col" className="px-4 py-2">
                  Group
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Stickers
                </th>
              </tr>
            </thead>
            <tbody>
              {copy.leaderboard.map((row, i) => (
                <tr key={row.camper} className="odd:bg-sea-50">
                  <td className="px-4 py-2 font-black">{i + 1}</td>
                  <td className="px-4 py-2">{row.camper}</td>
                  <td className="px-4 py-2">{row.group}</td>
                  <td className="px-4 py-2 text-right font-bold">{row.stickers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <h2 className="text-3xl font-black md:text-4xl">{copy.badgesTitle}</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {copy.badges.map((b) => (
              <li key={b.name} className={`rounded-2xl p-5 ${b.color}`}>
                <p className="text-lg font-black">{b.name}</p>
                <p>{b.rule}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </main>
  );
}
