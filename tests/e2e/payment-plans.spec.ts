import { expect, test } from "@playwright/test";
import { signInAsAdminAt } from "./support/admin";
import { campToday } from "./support/camp-clock";

// The office sets the coming summer's payment plans in Settings (docs/decisions/0069-payment-plans.md):
// a deposit per camper-week, then a plan of three installments made in the form, a refusal
// shown under the field it is about, the plan edited and removed. Families see none of it yet.

test("the office sets the summer's deposit and a payment plan in Settings, edits it and removes it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdminAt(page, "/admin/settings");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Payment plans" }) });
  // The seed's coming summer is the season the card opens on.
  const year = Number(campToday().slice(0, 4)) + (campToday().slice(5) < "06-01" ? 0 : 1);
  await expect(card.getByLabel("Season")).toHaveValue(`summer-${year}`);
  await page.waitForFunction(() => Object.keys(document.querySelector('form[aria-label="A new plan"]') ?? {}).some((key) => key.startsWith("__reactProps")));

  // A plan before any deposit is refused in words.
  const plan = card.getByRole("form", { name: "A new plan" });
  await plan.getByLabel("Plan name").fill("Deposit, then three payments");
  await plan.getByRole("button", { name: "Save the plan" }).click();
  await expect(plan.getByText(`Set Summer ${year}'s deposit before its plans`)).toBeVisible();

  const deposit = card.getByRole("form", { name: `Summer ${year}'s deposit` });
  await deposit.getByLabel("Deposit amount").fill("75");
  await deposit.getByRole("button", { name: "Save the deposit" }).click();
  await expect(deposit).toContainText("Deposit: $75 per camper-week");

  // Three installments: two percents of the rest on dates, the rest 30 days before the first camp day.
  await plan.getByRole("button", { name: "Add an installment" }).click();
  await plan.getByRole("button", { name: "Add an installment" }).click();
  const first = plan.getByRole("listitem", { name: "Installment 1" });
  const second = plan.getByRole("listitem", { name: "Installment 2" });
  await first.getByLabel("Due on").fill(`${year}-02-01`);
  await first.getByLabel("Percent of the rest").fill("60");
  await second.getByLabel("Due on").fill(`${year}-04-01`);
  await second.getByLabel("Percent of the rest").fill("45");
  await expect(plan.getByRole("listitem", { name: "Installment 3" })).toContainText("The rest");
  await plan.getByRole("button", { name: "Save the plan" }).click();
  await expect(plan.getByText("The percents add up to 105%")).toBeVisible();
  await second.getByLabel("Percent of the rest").fill("20");
  await plan.getByRole("button", { name: "Save the plan" }).click();
  const saved = card.getByTestId("payment-plan");
  await expect(saved).toContainText(
    `Deposit, then three payments: the deposit, then 60% of the rest on February 1, ${year}, then 20% of the rest on April 1, ${year}, then the rest 30 days before the first camp day`,
  );
  await page.screenshot({ path: test.info().outputPath("settings-payment-plans-1280.png"), fullPage: true });

  // Edited: the second installment becomes a fixed $100 per camper-week.
  await saved.getByRole("button", { name: "Edit Deposit, then three payments" }).click();
  const edit = card.getByRole("form", { name: 'Edit "Deposit, then three payments"' });
  await edit.getByRole("listitem", { name: "Installment 2" }).getByLabel("Amount is").selectOption("fixed");
  await edit.getByRole("listitem", { name: "Installment 2" }).getByLabel("Dollars per camper-week").fill("100");
  await edit.getByRole("button", { name: "Save the plan" }).click();
  await expect(saved).toContainText(`then $100 per camper-week on April 1, ${year}`);

  await saved.getByRole("button", { name: "Remove Deposit, then three payments" }).click();
  await expect(card.getByText("No plan yet.")).toBeVisible();
});
