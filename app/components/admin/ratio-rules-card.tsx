// Settings: a group's own ratio, where it differs from the camp's (docs/decisions/0051-ratios-by-group-and-age.md).
// A camp group ("Bull Sharks") or an age group ("K-2"); saving a group that has a rule replaces
// it. The form checks the same schema as the route action and /api/admin/ratio-rules.
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, TextField } from "~/components/ui/field";
import { AGE_GROUPS, GROUP_NAMES, groupLabel } from "~/lib/vocabulary";
import type { RatioRuleRow } from "~/server/here-now/ratio-rules.server";
import { useAdminPost } from "./use-admin-post";
import { useCheckedPost } from "./use-checked-post";
import { failedTo } from "~/lib/failure-message";

const selectClass = "h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-ink";
const describe = (rule: Pick<RatioRuleRow, "scope" | "name">) => (rule.scope === "age" ? `Age group ${rule.name}` : groupLabel(rule.name));

export function RatioRulesCard({ rules, campersPerAdult }: { rules: RatioRuleRow[]; campersPerAdult: number }) {
  const { post, busy } = useAdminPost();
  // A saved rule empties the form for the next one.
  const [formKey, setFormKey] = useState(0);
  const remove = (rule: RatioRuleRow) =>
    post({ intent: "remove-ratio-rule", id: rule.id }, { success: (result) => ({ title: String(result) }), failure: failedTo("remove the ratio") });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" id="ratio-rules-title">
          Ratios by group and age
        </CardTitle>
        <p className="text-muted">
          Every group keeps one adult per {campersPerAdult} children (above) unless it has its own ratio here. A camp group&apos;s own ratio comes first;
          otherwise a group keeps the strictest ratio of its children&apos;s age groups.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rules.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-sea-200 p-4 text-center text-muted">No group has its own ratio.</p>
        ) : (
          <ul aria-labelledby="ratio-rules-title" className="grid gap-2">
            {rules.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-sea-100 p-3" data-testid="ratio-rule">
                <span className="min-w-40 flex-1">
                  <span className="font-bold">{describe(rule)}</span>: one adult per {rule.campersPerAdult} children
                  {rule.citsCount ? ", CITs count" : ", CITs do not count"}
                </span>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => remove(rule)} aria-label={`Remove the ratio of ${describe(rule)}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <NewRatioRuleForm key={formKey} campersPerAdult={campersPerAdult} onSaved={() => setFormKey((k) => k + 1)} />
      </CardContent>
    </Card>
  );
}

function NewRatioRuleForm({ campersPerAdult, onSaved }: { campersPerAdult: number; onSaved: () => void }) {
  const [scope, setScope] = useState<"group" | "age">("group");
  const { formProps, errorOf, saving } = useCheckedPost({
    loadSchema: () => import("~/lib/here-now/ratio-rule-schema").then((m) => m.ratioRuleSchema),
    notes: { success: (result) => ({ title: String(result) }), failure: failedTo("save the ratio"), onSuccess: onSaved },
  });
  return (
    <form method="post" {...formProps} aria-label="A group's own ratio" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <input type="hidden" name="intent" value="save-ratio-rule" />
      <Field label="Applies to" error={errorOf("scope")}>
        {(control) => (
          <select {...control} name="scope" value={scope} onChange={(e) => setScope(e.target.value as "group" | "age")} className={selectClass}>
            <option value="group">A camp group</option>
            <option value="age">An age group</option>
          </select>
        )}
      </Field>
      {scope === "group" ? (
        <TextField label="Camp group" name="name" list="ratio-group-names" autoComplete="off" hint="As on the door's roster" error={errorOf("name")} />
      ) : (
        <Field label="Age group" hint="By the children's school grade" error={errorOf("name")}>
          {(control) => (
            <select {...control} name="name" defaultValue={AGE_GROUPS[0]} className={selectClass}>
              {AGE_GROUPS.map((age) => (
                <option key={age}>{age}</option>
              ))}
            </select>
          )}
        </Field>
      )}
      <datalist id="ratio-group-names">
        {GROUP_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label="Children per adult"
        name="campersPerAdult"
        inputMode="numeric"
        defaultValue={String(campersPerAdult)}
        hint="1–50 children"
        error={errorOf("campersPerAdult")}
      />
      <Field label="CITs count toward it" error={errorOf("citsCount")}>
        {(control) => (
          <select {...control} name="citsCount" defaultValue="no" className={selectClass}>
            <option value="no">No</option>
            <option value="yes">Yes</option>
          </select>
        )}
      </Field>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? "Saving…" : "Save the group's ratio"}
        </Button>
      </div>
    </form>
  );
}
