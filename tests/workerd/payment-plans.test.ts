// A season's payment plans as the office sets them (docs/decisions/0069-payment-plans.md): the
// deposit and the plans through /api/admin/payment-plans and the Settings tab's form, one schema
// and one function behind both; refusals in words that change nothing; the office alone; and
// nothing offered to families yet.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { callApi } from "../support/api";
import { createCampSession, createProgram, createUser, formPost, sessionCookieFor } from "../support/factories";

const SEASON = "summer-2099";
let admin: string;
let parent: string;

beforeAll(async () => {
  admin = await sessionCookieFor((await createUser({ isAdmin: true })).id);
  parent = await sessionCookieFor((await createUser()).id);
  // Two sites at two prices: the season's lowest week price is $300.
  const uuca = await createProgram({ name: "Summer Camp 2099 at UUCA", pricePerWeekCents: 35_000 });
  const flc = await createProgram({ name: "Summer Camp 2099 at FLC", pricePerWeekCents: 30_000 });
  for (const [program, location, startDate, endDate] of [
    [uuca.id, "UUCA", "2099-06-15", "2099-06-19"],
    [flc.id, "FLC", "2099-06-22", "2099-06-26"],
  ] as const) {
    await createCampSession({ programId: program, name: `Summer 2099 ${location}`, location, ageGroup: "K-2", startDate, endDate, season: SEASON });
  }
});

type SeasonPlans = {
  season: string;
  lowestWeekCents: number;
  firstDay: string;
  deposit: unknown;
  plans: Array<{ id: number; name: string; installments: unknown[] }>;
};
const listPlans = async () => (await callApi("/api/admin/payment-plans", { cookie: admin })).json as unknown as SeasonPlans[];

/** Everything a refused write must leave as it was: the plans, the deposits and the audit log. */
const state = async () =>
  JSON.stringify(
    await env.DB.batch([
      env.DB.prepare("SELECT * FROM payment_plans ORDER BY id"),
      env.DB.prepare("SELECT * FROM season_deposits ORDER BY season"),
      env.DB.prepare("SELECT count(*) AS n FROM audit_log"),
    ]).then((all) => all.map((r) => r.results)),
  );

const thirds = {
  season: SEASON,
  name: "Deposit, then thirds",
  installments: [
    { dueKind: "date", dueDate: "2099-02-01", amountKind: "percent", amount: "33.33" },
    { dueKind: "date", dueDate: "2099-04-01", amountKind: "percent", amount: 33.33 },
    { dueKind: "before-first-day", daysBefore: 30, amountKind: "rest" },
  ],
};

describe("a season's payment plans", () => {
  test("the office sets the deposit, then makes, edits and removes a plan through the API, each change in the audit log", async () => {
    expect(await listPlans()).toEqual([{ season: SEASON, lowestWeekCents: 30_000, firstDay: "2099-06-15", deposit: null, plans: [] }]);

    // A plan before the season has a deposit: refused, nothing written.
    const before = await state();
    const early = await callApi("/api/admin/payment-plans", { cookie: admin, body: thirds });
    expect(early).toMatchObject({ status: 409, json: { message: "Set Summer 2099's deposit before its plans" } });
    expect(await state()).toBe(before);

    const deposit = await callApi(`/api/admin/payment-plans/${SEASON}/deposit`, { cookie: admin, method: "PUT", body: { kind: "fixed", amount: 50 } });
    expect(deposit).toMatchObject({ status: 200, json: { message: "Summer 2099: the deposit is saved." } });
    const made = await callApi("/api/admin/payment-plans", { cookie: admin, body: thirds });
    expect(made).toMatchObject({ status: 201, json: { message: 'Summer 2099: "Deposit, then thirds" is saved.' } });
    const id = made.json.id as number;
    expect((await listPlans())[0]).toMatchObject({
      deposit: { kind: "fixed", cents: 5_000 },
      plans: [
        {
          id,
          name: "Deposit, then thirds",
          installments: [
            { due: { kind: "date", day: "2099-02-01" }, amount: { kind: "percent", hundredths: 3_333 } },
            { due: { kind: "date", day: "2099-04-01" }, amount: { kind: "percent", hundredths: 3_333 } },
            { due: { kind: "before-first-day", days: 30 }, amount: { kind: "rest" } },
          ],
        },
      ],
    });

    // Edited whole: a new name and two installments, the first a fixed $100 per camper-week.
    const edited = await callApi(`/api/admin/payment-plans/${id}`, {
      cookie: admin,
      method: "PUT",
      body: {
        season: SEASON,
        name: "Deposit, $100, then the rest",
        installments: [
          { dueKind: "checkout", amountKind: "fixed", amount: 100 },
          { dueKind: "date", dueDate: "2099-05-01", amountKind: "rest" },
        ],
      },
    });
    expect(edited).toMatchObject({ status: 200, json: { message: 'Summer 2099: "Deposit, $100, then the rest" is saved.' } });
    expect((await listPlans())[0].plans).toEqual([
      {
        id,
        name: "Deposit, $100, then the rest",
        installments: [
          { due: { kind: "checkout" }, amount: { kind: "fixed", cents: 10_000 } },
          { due: { kind: "date", day: "2099-05-01" }, amount: { kind: "rest" } },
        ],
      },
    ]);

    expect(await callApi(`/api/admin/payment-plans/${id}`, { cookie: admin, method: "DELETE" })).toMatchObject({
      status: 200,
      json: { message: 'Summer 2099: "Deposit, $100, then the rest" is removed.' },
    });
    expect(await callApi(`/api/admin/payment-plans/${id}`, { cookie: admin, method: "DELETE" })).toMatchObject({
      status: 404,
      json: { message: "Payment plan not found" },
    });
    expect((await listPlans())[0].plans).toEqual([]);

    const { results } = await env.DB.prepare(
      "SELECT action, subject_id AS subject, actor_type AS actor FROM audit_log WHERE action LIKE 'payment-plan.%' OR action LIKE 'season-deposit.%' ORDER BY id",
    ).all();
    expect(results).toEqual([
      { action: "season-deposit.save", subject: SEASON, actor: "user" },
      { action: "payment-plan.create", subject: String(id), actor: "user" },
      { action: "payment-plan.edit", subject: String(id), actor: "user" },
      { action: "payment-plan.remove", subject: String(id), actor: "user" },
    ]);
  });

  test("refused writes say why, by field, and change nothing", async () => {
    await callApi(`/api/admin/payment-plans/${SEASON}/deposit`, { cookie: admin, method: "PUT", body: { kind: "fixed", amount: 50 } });
    const kept = await callApi("/api/admin/payment-plans", { cookie: admin, body: { ...thirds, name: "Kept" } });
    expect(kept.status).toBe(201);
    const before = await state();
    const plan = (installments: unknown[], name = "Another") => ({ season: SEASON, name, installments });
    const cases: Array<[string, string, unknown, number, string, string]> = [
      ["POST", "/api/admin/payment-plans", plan([]), 400, "installments", "A plan needs at least one installment"],
      [
        "POST",
        "/api/admin/payment-plans",
        plan([
          { dueKind: "checkout", amountKind: "percent", amount: "60" },
          { dueKind: "date", dueDate: "2099-03-01", amountKind: "percent", amount: "45" },
          { dueKind: "date", dueDate: "2099-04-01", amountKind: "rest" },
        ]),
        400,
        "installments",
        "The percents add up to 105%: together they must be less than 100%, so the last installment has something left to pay",
      ],
      [
        "POST",
        "/api/admin/payment-plans",
        plan([
          { dueKind: "checkout", amountKind: "fixed", amount: "250" },
          { dueKind: "date", dueDate: "2099-04-01", amountKind: "rest" },
        ]),
        400,
        "installments",
        "The deposit and the fixed amounts come to $300 a week, as much as the season's lowest week price ($300): the last installment would have nothing left to pay",
      ],
      [
        "POST",
        "/api/admin/payment-plans",
        plan([{ dueKind: "checkout", amountKind: "percent", amount: "50" }]),
        400,
        "installments.0.amountKind",
        "The last installment takes what is left: it has no amount of its own",
      ],
      [
        "POST",
        "/api/admin/payment-plans",
        { ...plan([{ dueKind: "checkout", amountKind: "rest" }]), season: "summer-2098" },
        400,
        "season",
        "Summer 2098 has no weeks: make them in the Sessions tab first",
      ],
      [
        "POST",
        "/api/admin/payment-plans",
        plan([{ dueKind: "checkout", amountKind: "rest" }], "Kept"),
        409,
        "name",
        'Summer 2099 already has a plan named "Kept"',
      ],
      ["PUT", "/api/admin/payment-plans/999999", plan([{ dueKind: "checkout", amountKind: "rest" }]), 404, "", "Payment plan not found"],
      ["PUT", "/api/admin/payment-plans/not-a-plan", plan([{ dueKind: "checkout", amountKind: "rest" }]), 404, "", "Payment plan not found"],
      [
        "PUT",
        `/api/admin/payment-plans/${SEASON}/deposit`,
        { kind: "fixed", amount: 300 },
        400,
        "amount",
        "A deposit of $300 is a whole week at the season's lowest price ($300): that is paying in full",
      ],
      [
        "PUT",
        `/api/admin/payment-plans/${SEASON}/deposit`,
        { kind: "percent", amount: 100 },
        400,
        "amount",
        "The deposit must be more than 0% and less than 100%",
      ],
      [
        "PUT",
        "/api/admin/payment-plans/summer-2098/deposit",
        { kind: "fixed", amount: 50 },
        400,
        "season",
        "Summer 2098 has no weeks: make them in the Sessions tab first",
      ],
    ];
    for (const [method, path, body, status, field, message] of cases) {
      const answer = await callApi(path, { cookie: admin, method, body });
      expect({ path, status: answer.status, message: answer.json.message }).toEqual({ path, status, message });
      if (field) expect(answer.json.fieldErrors).toMatchObject({ [field]: [message] });
    }
    expect(await state()).toBe(before);

    // A deposit that would leave a plan's last installment nothing names the plan.
    const fixed = await callApi("/api/admin/payment-plans", {
      cookie: admin,
      body: plan([
        { dueKind: "checkout", amountKind: "fixed", amount: "200" },
        { dueKind: "date", dueDate: "2099-04-01", amountKind: "rest" },
      ]),
    });
    expect(fixed.status).toBe(201);
    const withFixed = await state();
    const breaking = await callApi(`/api/admin/payment-plans/${SEASON}/deposit`, { cookie: admin, method: "PUT", body: { kind: "fixed", amount: 100 } });
    expect(breaking).toMatchObject({
      status: 400,
      json: {
        message:
          'With this deposit, the plan "Another" does not work: The deposit and the fixed amounts come to $300 a week, as much as the season\'s lowest week price ($300): the last installment would have nothing left to pay',
      },
    });
    expect(await state()).toBe(withFixed);
    await env.DB.prepare("DELETE FROM payment_plans").run();
  });

  test("the Settings tab's form is the same door: the same plan stored, the same refusal, and the tab lists the plan in words", async () => {
    await callApi(`/api/admin/payment-plans/${SEASON}/deposit`, { cookie: admin, method: "PUT", body: { kind: "percent", amount: "10" } });
    const fields = {
      intent: "save-payment-plan",
      season: SEASON,
      name: "Deposit, then half and the rest",
      "installments.0.dueKind": "date",
      "installments.0.dueDate": "2099-03-01",
      "installments.0.amountKind": "percent",
      "installments.0.amount": "50",
      "installments.1.dueKind": "before-first-day",
      "installments.1.daysBefore": "14",
      "installments.1.amountKind": "rest",
    };
    expect((await SELF.fetch(formPost("/admin/settings", fields, { Cookie: admin }))).status).toBe(200);
    const [saved] = (await listPlans())[0].plans;
    expect(saved.installments).toEqual([
      { due: { kind: "date", day: "2099-03-01" }, amount: { kind: "percent", hundredths: 5_000 } },
      { due: { kind: "before-first-day", days: 14 }, amount: { kind: "rest" } },
    ]);

    // The form edits it (its id), and refuses a percent over 100 as the API does, by the field's name.
    const edit = { ...fields, id: String(saved.id), "installments.0.amount": "100" };
    const before = await state();
    const refusedEdit = await SELF.fetch(formPost("/admin/settings", edit, { Cookie: admin }));
    expect(refusedEdit.status).toBe(400);
    const html = await refusedEdit.text();
    expect(html).toContain("The percent must be more than 0% and less than 100%");
    expect(html).toContain("installments.0.amount");
    expect(await state()).toBe(before);
    expect((await SELF.fetch(formPost("/admin/settings", { ...edit, "installments.0.amount": "40" }, { Cookie: admin }))).status).toBe(200);

    const page = await (await SELF.fetch("http://localhost/admin/settings", { headers: { Cookie: admin } })).text();
    expect(page).toContain("Payment plans");
    expect(page).toContain("10% of each week&#x27;s price");
    expect(page).toMatch(
      /Deposit, then half and the rest<\/span>(<!-- -->)?: the deposit, then (<!-- -->)?40% of the rest on March 1, 2099, then the rest 14 days before the first camp day/,
    );

    const removed = await SELF.fetch(formPost("/admin/settings", { intent: "remove-payment-plan", id: String(saved.id) }, { Cookie: admin }));
    expect(removed.status).toBe(200);
    expect((await listPlans())[0].plans).toEqual([]);
  });

  test("only the office may see or change plans, and families are not offered them at the summer cart", async () => {
    await callApi(`/api/admin/payment-plans/${SEASON}/deposit`, { cookie: admin, method: "PUT", body: { kind: "fixed", amount: 50 } });
    const made = await callApi("/api/admin/payment-plans", { cookie: admin, body: { ...thirds, name: "Office only" } });
    expect(made.status).toBe(201);
    const before = await state();
    for (const cookie of [parent, undefined]) {
      const status = cookie ? 403 : 401;
      expect((await callApi("/api/admin/payment-plans", { cookie })).status).toBe(status);
      expect((await callApi("/api/admin/payment-plans", { cookie, body: { ...thirds, name: "Sneaky" } })).status).toBe(status);
      expect((await callApi(`/api/admin/payment-plans/${made.json.id}`, { cookie, method: "DELETE" })).status).toBe(status);
      expect((await callApi(`/api/admin/payment-plans/${SEASON}/deposit`, { cookie, method: "PUT", body: { kind: "fixed", amount: 1 } })).status).toBe(status);
    }
    const byParent = await SELF.fetch(formPost("/admin/settings", { intent: "remove-payment-plan", id: String(made.json.id) }, { Cookie: parent }));
    expect(byParent.status).toBe(403);
    expect(await state()).toBe(before);

    const cart = await SELF.fetch("http://localhost/registration/summer", { headers: { Cookie: parent } });
    expect(cart.status).toBe(200);
    const text = await cart.text();
    expect(text).not.toContain("Office only");
    expect(text).not.toMatch(/payment plan|deposit/i);
  });
});
