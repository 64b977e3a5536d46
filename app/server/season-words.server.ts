// The season words of the camp's data (app/lib/season-words.ts): which summer is on sale, from
// the weekly sessions the office created. One small query (the season index).
import { and, gte, like } from "drizzle-orm";
import { campSessions } from "../../db/schema";
import { campToday } from "../lib/camp-dates";
import { copyrightYear, currentSummerYear, schoolYearFall } from "../lib/season-words";
import { getDb } from "./db.server";

/** `summerOnSale`: the office has made summer weeks not yet over, so families can book them now. */
export type SeasonWords = { summerYear: number; summerOnSale: boolean; schoolYearFall: number; year: number };

export async function readSeasonWords(env: Env, now: Date): Promise<SeasonWords> {
  const today = campToday(now);
  const seasons = await getDb(env)
    .selectDistinct({ season: campSessions.season, endDate: campSessions.endDate })
    .from(campSessions)
    .where(and(like(campSessions.season, "summer-%"), gte(campSessions.endDate, today)))
    .limit(50);
  return {
    summerYear: currentSummerYear(
      today,
      seasons.flatMap((s) => (s.season ? [{ season: s.season, endDate: s.endDate }] : [])),
    ),
    summerOnSale: seasons.length > 0,
    schoolYearFall: schoolYearFall(today),
    year: copyrightYear(today),
  };
}
