// A ratio rule of the office (docs/decisions/0051-ratios-by-group-and-age.md): one schema for the
// Settings tab's form and POST /api/admin/ratio-rules. The number and the CITs' choice are read as
// the camp-wide ratio's are, with the same words and limits.
import { z } from "zod";
import { citsCount, wholeNumber } from "../camp-settings-schema";
import { AGE_GROUPS, RATIO_RULE_SCOPES } from "../vocabulary";

export const ratioRuleSchema = z
  .object({
    scope: z.enum(RATIO_RULE_SCOPES, { error: "Choose a camp group or an age group" }),
    name: z.string({ error: "Enter the group" }).trim().min(1, "Enter the group").max(60, "A group's name is at most 60 characters"),
    campersPerAdult: wholeNumber("campersPerAdult"),
    citsCount,
  })
  .superRefine((rule, ctx) => {
    if (rule.scope === "age" && !(AGE_GROUPS as readonly string[]).includes(rule.name)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: `An age group is one of ${AGE_GROUPS.join(", ")}` });
    }
  });

export type RatioRuleInput = z.output<typeof ratioRuleSchema>;
