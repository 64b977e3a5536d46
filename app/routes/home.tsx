import { asc, eq } from "drizzle-orm";
import { campSessions } from "../../db/schema";
import { getEnv } from "~/server/context";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Camp Sarraka | Day camps in Arlington, VA" },
  { name: "description", content: "School-year and summer day camps in Arlington, VA." },
];

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDb(getEnv(context));
  const upcoming = await db
    .select({
      id: campSessions.id,
      name: campSessions.name,
      location: campSessions.location,
      startDate: campSessions.startDate,
    })
    .from(campSessions)
    .where(eq(campSessions.isActive, true))
    .orderBy(asc(campSessions.startDate))
    .limit(6);
  return { upcoming };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-bold">Camp Sarraka</h1>
      <h2 className="mt-10 text-2xl font-semibold">Upcoming camp days</h2>
      <ul data-testid="upcoming-sessions" className="mt-4 space-y-2">
        {loaderData.upcoming.map((s) => (
          <li key={s.id}>
            {s.name} · {s.location} · {s.startDate}
          </li>
        ))}
      </ul>
    </main>
  );
}
