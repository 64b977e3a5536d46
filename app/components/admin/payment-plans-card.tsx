// Settings: a season's payment plans (docs/decisions/0069-payment-plans.md): its deposit per
// camper-week and the plans that spread the rest. The forms check the same schemas as the route
// action and /api/admin/payment-plans. Families are not offered plans yet.
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldError, TextField } from "~/components/ui/field";
import { failedTo } from "~/lib/failure-message";
import { campDayLongWithYear, formatDollars } from "~/lib/format";
import { seasonName, type Deposit, type Installment } from "~/lib/payment-plans/payment-plan-schema";
import type { SeasonPaymentPlans } from "~/server/payment-plans.server";
import { useAdminPost } from "./use-admin-post";
import { useCheckedPost } from "./use-checked-post";

const selectClass = "h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-ink";
const percentText = (hundredths: number) => `${hundredths / 100}%`;
const amountText = (cents: number) => (cents / 100).toFixed(2);

function describeDeposit(deposit: Deposit) {
  return deposit.kind === "fixed" ? `${formatDollars(deposit.cents)} per camper-week` : `${percentText(deposit.hundredths)} of each week's price`;
}

function describeInstallment({ due, amount }: Installment) {
  const what =
    amount.kind === "rest"
      ? "the rest"
      : amount.kind === "percent"
        ? `${percentText(amount.hundredths)} of the rest`
        : `${formatDollars(amount.cents)} per camper-week`;
  const when =
    due.kind === "checkout" ? "at checkout" : due.kind === "date" ? `on ${campDayLongWithYear(due.day)}` : `${due.days} days before the first camp day`;
  return `${what} ${when}`;
}

export function PaymentPlansCard({ seasons }: { seasons: SeasonPaymentPlans[] }) {
  const [chosen, setChosen] = useState(seasons[0]?.season ?? "");
  const season = seasons.find((s) => s.season === chosen) ?? seasons[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" id="payment-plans-title">
          Payment plans
        </CardTitle>
        <p className="text-muted">
          A season&apos;s deposit per camper-week and the plans that spread the rest. Families do not see these yet: checkout offers paying in full (and Pay
          Later) until a plan can be chosen there.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!season ? (
          <p className="rounded-xl border-2 border-dashed border-sea-200 p-4 text-center text-muted">
            No season has weeks yet: make them with &quot;Create ten weeks&quot; in the Sessions tab.
          </p>
        ) : (
          <>
            <Field label="Season">
              {(control) => (
                <select {...control} value={season.season} onChange={(e) => setChosen(e.target.value)} className={`${selectClass} max-w-xs`}>
                  {seasons.map((s) => (
                    <option key={s.season} value={s.season}>
                      {seasonName(s.season)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <SeasonPlans key={season.season} season={season} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SeasonPlans({ season }: { season: SeasonPaymentPlans }) {
  const { post, busy } = useAdminPost();
  // The plan being edited (its id), or null for a new one; a saved plan empties the form.
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const plan = season.plans.find((p) => p.id === editing) ?? null;
  const remove = (id: number) =>
    post({ intent: "remove-payment-plan", id }, { success: (result) => ({ title: String(result) }), failure: failedTo("remove the plan") });
  return (
    <>
      <DepositForm key={`${season.season}-${JSON.stringify(season.deposit)}`} season={season} />
      <section aria-labelledby="season-plans-title" className="grid gap-3">
        <h4 id="season-plans-title" className="text-lg font-bold">
          Plans for {seasonName(season.season)}
        </h4>
        <p className="text-muted">Pay in full is always offered. Each plan starts with the deposit at checkout.</p>
        {season.plans.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-sea-200 p-4 text-center text-muted">No plan yet.</p>
        ) : (
          <ul aria-labelledby="season-plans-title" className="grid gap-2">
            {season.plans.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-sea-100 p-3" data-testid="payment-plan">
                <span className="min-w-40 flex-1">
                  <span className="font-bold">{p.name}</span>: the deposit, then {p.installments.map(describeInstallment).join(", then ")}
                </span>
                <Button variant="ghost" size="sm" onClick={() => setEditing(p.id)} aria-label={`Edit ${p.name}`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => remove(p.id)} aria-label={`Remove ${p.name}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PlanForm
        key={`${editing ?? "new"}-${formKey}`}
        season={season.season}
        plan={plan}
        onDone={() => {
          setEditing(null);
          setFormKey((k) => k + 1);
        }}
      />
    </>
  );
}

function DepositForm({ season }: { season: SeasonPaymentPlans }) {
  const { formProps, errorOf, saving } = useCheckedPost({
    loadSchema: () => import("~/lib/payment-plans/payment-plan-schema").then((m) => m.depositSchema),
    notes: { success: (result) => ({ title: String(result) }), failure: failedTo("save the deposit") },
  });
  const deposit = season.deposit;
  return (
    <form method="post" {...formProps} aria-label={`${seasonName(season.season)}'s deposit`} className="grid gap-3 sm:grid-cols-3">
      <input type="hidden" name="intent" value="save-deposit" />
      <input type="hidden" name="season" value={season.season} />
      <p className="sm:col-span-3">
        <span className="font-bold">Deposit:</span> {deposit ? describeDeposit(deposit) : "none yet (set one before adding plans)"}. The lowest week price this
        season is {formatDollars(season.lowestWeekCents)}.
      </p>
      <Field label="Deposit is" error={errorOf("kind")}>
        {(control) => (
          <select {...control} name="kind" defaultValue={deposit?.kind ?? "fixed"} className={selectClass}>
            <option value="fixed">A fixed amount per camper-week ($)</option>
            <option value="percent">A percent of each week&apos;s price (%)</option>
          </select>
        )}
      </Field>
      <TextField
        label="Deposit amount"
        name="amount"
        inputMode="decimal"
        defaultValue={deposit ? (deposit.kind === "fixed" ? amountText(deposit.cents) : String(deposit.hundredths / 100)) : ""}
        hint="Never more than a week's price"
        error={errorOf("amount") ?? errorOf("season")}
      />
      <div className="self-end">
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? "Saving…" : "Save the deposit"}
        </Button>
      </div>
    </form>
  );
}

type Row = { key: number; dueKind: string; amountKind: string; installment?: Installment };

const rowsOf = (plan: { installments: Installment[] } | null): Row[] =>
  plan
    ? plan.installments.map((installment, key) => ({ key, dueKind: installment.due.kind, amountKind: installment.amount.kind, installment }))
    : [{ key: 0, dueKind: "before-first-day", amountKind: "rest" }];

function PlanForm({ season, plan, onDone }: { season: string; plan: SeasonPaymentPlans["plans"][number] | null; onDone: () => void }) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(plan));
  const [nextKey, setNextKey] = useState(rows.length);
  const { formProps, errorOf, saving } = useCheckedPost({
    loadSchema: () => import("~/lib/payment-plans/payment-plan-schema").then((m) => m.paymentPlanSchema),
    notes: { success: (result) => ({ title: String(result) }), failure: failedTo("save the plan"), onSuccess: onDone },
  });
  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    // A new installment goes before the last, which keeps taking the rest.
    setRows((all) => [...all.slice(0, -1), { key: nextKey, dueKind: "date", amountKind: "percent" }, ...all.slice(-1)]);
    setNextKey((k) => k + 1);
  };
  const title = plan ? `Edit "${plan.name}"` : "A new plan";
  return (
    <form method="post" {...formProps} aria-label={title} className="grid gap-4 rounded-xl border-2 border-sea-100 p-4">
      <h4 className="text-lg font-bold">{title}</h4>
      <input type="hidden" name="intent" value="save-payment-plan" />
      <input type="hidden" name="season" value={season} />
      {plan ? <input type="hidden" name="id" value={plan.id} /> : null}
      {/* The season itself refused (no deposit yet, no weeks): said in the form, not only in a toast. */}
      <FieldError>{errorOf("season")}</FieldError>
      <TextField
        label="Plan name"
        name="name"
        defaultValue={plan?.name ?? ""}
        hint='As families will read it: "Deposit, then three payments"'
        error={errorOf("name")}
      />
      <ol className="grid gap-3">
        {rows.map((row, i) => {
          const last = i === rows.length - 1;
          const name = (field: string) => `installments.${i}.${field}`;
          const { due, amount } = row.installment ?? {};
          return (
            <li key={row.key} className="grid gap-3 rounded-xl bg-sea-50 p-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={`Installment ${i + 1}`}>
              <Field label={`Installment ${i + 1} is due`} error={errorOf(name("dueKind"))}>
                {(control) => (
                  <select
                    {...control}
                    name={name("dueKind")}
                    value={row.dueKind}
                    onChange={(e) => change(row.key, { dueKind: e.target.value })}
                    className={selectClass}
                  >
                    <option value="checkout">At checkout</option>
                    <option value="date">On a date</option>
                    <option value="before-first-day">Days before the first camp day</option>
                  </select>
                )}
              </Field>
              {row.dueKind === "date" ? (
                <TextField
                  label="Due on"
                  name={name("dueDate")}
                  type="date"
                  defaultValue={due?.kind === "date" ? due.day : ""}
                  error={errorOf(name("dueDate"))}
                />
              ) : row.dueKind === "before-first-day" ? (
                <TextField
                  label="Days before"
                  name={name("daysBefore")}
                  inputMode="numeric"
                  defaultValue={due?.kind === "before-first-day" ? String(due.days) : "30"}
                  hint="A day already passed at checkout is due then"
                  error={errorOf(name("daysBefore"))}
                />
              ) : (
                <p className="self-center text-muted">Paid with the deposit.</p>
              )}
              {last ? (
                <p className="self-center sm:col-span-2">
                  <input type="hidden" name={name("amountKind")} value="rest" />
                  <span className="font-bold">The rest</span>: what the installments before it leave, to the cent.
                  <FieldError>{errorOf(name("amountKind"))}</FieldError>
                </p>
              ) : (
                <>
                  <Field label="Amount is" error={errorOf(name("amountKind"))}>
                    {(control) => (
                      <select
                        {...control}
                        name={name("amountKind")}
                        value={row.amountKind}
                        onChange={(e) => change(row.key, { amountKind: e.target.value })}
                        className={selectClass}
                      >
                        <option value="percent">A percent of the rest (%)</option>
                        <option value="fixed">A fixed amount per camper-week ($)</option>
                      </select>
                    )}
                  </Field>
                  <TextField
                    label={row.amountKind === "fixed" ? "Dollars per camper-week" : "Percent of the rest"}
                    name={name("amount")}
                    inputMode="decimal"
                    defaultValue={amount?.kind === "percent" ? String(amount.hundredths / 100) : amount?.kind === "fixed" ? amountText(amount.cents) : ""}
                    error={errorOf(name("amount"))}
                  />
                </>
              )}
              {rows.length > 1 ? (
                <div className="sm:col-span-2 lg:col-span-4">
                  <Button type="button" variant="ghost" size="sm" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                    Remove installment {i + 1}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <FieldError>{errorOf("installments")}</FieldError>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="ghost" onClick={add}>
          Add an installment
        </Button>
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? "Saving…" : "Save the plan"}
        </Button>
        {plan ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
