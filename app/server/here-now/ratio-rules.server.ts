// The office's ratios per camp group and age group (docs/decisions/0051-ratios-by-group-and-age.md):
// kept in the Settings tab (the page's action and /api/admin/ratio-rules both call these), and
// read with a roster, on the door and in the ratio report, to give each group its rule.
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { campers, campSettings, ratioRules, rosterEntries } from "../../../db/schema";
import { ratioRuleSchema } from "~/lib/here-now/ratio-rule-schema";
import { rosterRatioRules, rosterRuleBases, type RatioRules, type RuleBasis, type StoredRatioRule } from "~/lib/here-now/ratio-rules";
import type { RatioRule } from "~/lib/here-now/ratio";
import { ageGroupForGrade } from "~/lib/registration-rules";
import { groupLabel } from "~/lib/vocabulary";
import { recordAudit, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { parseInput, recordId, refused, type Outcome } from "../operation-result.server";

export async function listRatioRules(env: Env) {
  return getDb(env)
    .select({ id: ratioRules.id, scope: ratioRules.scope, name: ratioRules.name, campersPerAdult: ratioRules.campersPerAdult, citsCount: ratioRules.citsCount })
    .from(ratioRules)
    .orderBy(asc(ratioRules.scope), asc(ratioRules.name));
}
export type RatioRuleRow = Awaited<ReturnType<typeof listRatioRules>>[number];

const described = (rule: { scope: string; name: string }) => (rule.scope === "age" ? `Age group ${rule.name}` : groupLabel(rule.name));

/** A group's rule, new or replacing the one it had (one rule per camp group and per age group). */
export async function saveRatioRule(env: Env, actor: AuditActor, input: unknown): Promise<Outcome<{ message: string }>> {
  const parsed = parseInput(ratioRuleSchema, input);
  if (!parsed.ok) return parsed;
  const rule = parsed.data;
  const [saved] = await getDb(env)
    .insert(ratioRules)
    .values({ ...rule, updatedAt: Date.now() })
    .onConflictDoUpdate({
      target: [ratioRules.scope, ratioRules.name],
      set: { campersPerAdult: rule.campersPerAdult, citsCount: rule.citsCount, updatedAt: Date.now() },
    })
    .returning({ id: ratioRules.id });
  await recordAudit(env, actor, { action: "ratio-rule.save", subjectType: "ratio_rule", subjectId: saved.id, detail: rule });
  return { ok: true, message: `${described(rule)}: one adult per ${rule.campersPerAdult} children saved.` };
}

/** A group's rule removed: the group keeps the camp's ratio (or its age group's) again. */
export async function removeRatioRule(env: Env, actor: AuditActor, rawId: unknown): Promise<Outcome<{ message: string }>> {
  const id = recordId(rawId);
  const [removed] = id === null ? [] : await getDb(env).delete(ratioRules).where(eq(ratioRules.id, id)).returning();
  if (!removed) return refused(404, "Ratio rule not found");
  await recordAudit(env, actor, {
    action: "ratio-rule.remove",
    subjectType: "ratio_rule",
    subjectId: removed.id,
    detail: { scope: removed.scope, name: removed.name },
  });
  return { ok: true, message: `${described(removed)} keeps the camp's ratio again.` };
}

/** The camp's ratio and the office's rules, as the door and the report read them with a roster (it binds no parameters, so it also rides drizzle's own batch). */
export const ratioSettingsSql = sql`SELECT ${campSettings.campersPerAdult} AS campersPerAdult, ${campSettings.citsCountInRatio} AS citsCount,
  (SELECT json_group_array(json_object('scope', ${ratioRules.scope}, 'name', ${ratioRules.name}, 'campersPerAdult', ${ratioRules.campersPerAdult},
    'citsCount', json(iif(${ratioRules.citsCount}, 'true', 'false')))) FROM ${ratioRules}) AS rules
  FROM ${campSettings} WHERE ${campSettings.id} = 1`;

/**
 * The grades of the children in each group of the rosters `rosters` selects (their first group
 * and their current one), read only when an age group has a rule of its own.
 */
export function rosterGradesSql(rosters: SQL) {
  return sql`SELECT DISTINCT ${rosterEntries.attendanceSessionId} AS roster, trim(g.value) AS "group", ${campers.grade} AS grade
  FROM ${rosterEntries} JOIN ${campers} ON ${campers.id} = ${rosterEntries.camperId}
  JOIN json_each(json_array(${rosterEntries.groupName}, coalesce(${rosterEntries.firstGroupName}, ${rosterEntries.groupName}))) g
  WHERE ${rosterEntries.attendanceSessionId} IN (${rosters}) AND ${rosterEntries.removedAt} IS NULL
    AND EXISTS (SELECT 1 FROM ${ratioRules} WHERE ${ratioRules.scope} = 'age')`;
}

type SettingsRow = { campersPerAdult: number; citsCount: number | boolean; rules: string };

/** The camp's rule, the office's rules and a roster's children by group, from what the two statements above read. */
function readRules(settings: SettingsRow | undefined, grades: ReadonlyArray<{ group: string; grade: string }>) {
  const camp: RatioRule = { campersPerAdult: settings?.campersPerAdult ?? 10, citsCount: Boolean(settings?.citsCount) };
  const stored = settings ? (JSON.parse(settings.rules) as StoredRatioRule[]) : [];
  return { camp, stored, children: grades.map((g) => ({ group: g.group, ageGroup: ageGroupForGrade(g.grade) })) };
}

/** Each roster's rules from what the two statements above read. */
export function ratioRulesOf(settings: SettingsRow | undefined, grades: ReadonlyArray<{ group: string; grade: string }>): RatioRules {
  const { camp, stored, children } = readRules(settings, grades);
  return rosterRatioRules(camp, stored, children);
}

/** Where each group's rule on a roster comes from (the report names it), from the same two statements. */
export function ratioBasesOf(settings: SettingsRow | undefined, grades: ReadonlyArray<{ group: string; grade: string }>): Record<string, RuleBasis> {
  const { stored, children } = readRules(settings, grades);
  return rosterRuleBases(stored, children);
}
