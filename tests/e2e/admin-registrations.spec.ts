// The Registrations tab with a summer's worth of rows: pages of 50 whose links keep the search
// and filters, filters that add up when chosen in quick succession (even while the tab is still
// loading), and a tablet where every row's buttons stay inside the table.
import { expect, test, type Page } from "@playwright/test";
import { manyRegistrationsSql } from "./support/many-registrations";
import { dashboardReady, signInAsAdmin, signInAsAdminAt } from "./support/admin";
import { queryD1, runD1Script } from "./support/d1";

const unique = () => Math.random().toString(36).slice(2, 8);

// Each journey seeds, signs in and reloads a full tab: on a shared machine that takes a while.
test.beforeEach(() => test.slow());

/**
 * Holds the tab's loads until `release()`, as a busy day's network would: a second choice is made
 * while the first is still loading, whatever the speed of the machine running the journey.
 */
async function holdTabLoads(page: Page) {
  let held = true;
  const waiting: Array<() => void> = [];
  await page.route(/\/admin\/registrations\.data/, async (route) => {
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    // A load the next choice replaced was cancelled by the page meanwhile.
    await route.continue().catch(() => undefined);
  });
  return () => {
    held = false;
    for (const resolve of waiting.splice(0)) resolve();
  };
}

async function choose(page: Page, filter: "Status" | "Payment", option: string) {
  await page.getByRole("combobox", { name: `${filter} filter` }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const shownCount = (page: Page) => page.getByText(/^Showing /);

test("a summer of registrations shows 50 a page, with page links that keep the search and filters", async ({ page }) => {
  const tag = `Summer Pages ${unique()}`;
  runD1Script(manyRegistrationsSql(tag, 130));
  await signInAsAdminAt(page, `/admin/registrations?search=${encodeURIComponent(tag).replaceAll("%20", "+")}`);
  const rows = page.getByTestId("registration-row");
  await expect(shownCount(page)).toHaveText("Showing 1–50 of 130 registrations");
  await expect(rows).toHaveCount(50);

  const pages = page.getByRole("navigation", { name: "Pages of registrations" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(shownCount(page)).toHaveText("Showing 51–100 of 130 registrations");
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByLabel("Search")).toHaveValue(tag);
  await pages.getByRole("link", { name: "Page 3" }).click();
  await expect(shownCount(page)).toHaveText("Showing 101–130 of 130 registrations");
  await expect(rows).toHaveCount(30);
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);

  // A filter starts again at the first page, and keeps the search.
  await choose(page, "Status", "Pending");
  const pending = queryD1<{ n: number }>(
    `SELECT count(*) AS n FROM registrations r JOIN camp_sessions s ON s.id = r.session_id WHERE s.name = '${tag} week' AND r.status = 'pending'`,
  )[0].n;
  await expect(shownCount(page)).toHaveText(`Showing 1–50 of ${pending} registrations`);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page).toHaveURL(/status=pending/);
  await page.reload();
  await dashboardReady(page);
  await expect(shownCount(page)).toHaveText(`Showing 1–50 of ${pending} registrations`);
  await expect(page.getByLabel("Search")).toHaveValue(tag);
});

test("status and payment chosen one after the other show the rows the server holds for both, even while the tab is loading", async ({ page }) => {
  await signInAsAdminAt(page, "/admin/registrations");
  const release = await holdTabLoads(page);
  await choose(page, "Status", "Pending");
  await choose(page, "Payment", "Deferred");
  release();
  await expect(page).toHaveURL(/\/admin\/registrations\?status=pending&payment=deferred$/);
  const held = queryD1<{ n: number }>("SELECT count(*) AS n FROM registrations WHERE status = 'pending' AND payment_status = 'deferred'")[0].n;
  await expect(shownCount(page)).toHaveText(
    held > 50 ? `Showing 1–50 of ${held} registrations` : `Showing ${held} ${held === 1 ? "registration" : "registrations"}`,
  );
  await expect(page.getByRole("combobox", { name: "Status filter" })).toHaveText("Pending");
  await expect(page.getByRole("combobox", { name: "Payment filter" })).toHaveText("Deferred");
});

test("clearing the search and choosing a filter at once keeps both: the box empty and the address without the search", async ({ page }) => {
  await signInAsAdminAt(page, "/admin/registrations?search=okafor");
  const release = await holdTabLoads(page);
  // The box cleared: a moment later the address is asked to drop the search, and that load is slow...
  const searchDropped = page.waitForRequest(/\/admin\/registrations\.data\?_routes=/);
  await page.getByLabel("Search").fill("");
  await searchDropped;
  // ...when a filter is chosen.
  await choose(page, "Status", "Pending");
  release();
  await expect(page).toHaveURL(/\/admin\/registrations\?status=pending$/);
  await expect(page.getByLabel("Search")).toHaveValue("");
  const held = queryD1<{ n: number }>("SELECT count(*) AS n FROM registrations WHERE status = 'pending'")[0].n;
  await expect(shownCount(page)).toHaveText(held > 50 ? `Showing 1–50 of ${held} registrations` : `Showing ${held} registrations`);
});

for (const width of [390, 820, 1280]) {
  test(`at ${width} px every row's View and payment buttons are inside the table's visible edge`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width, height: 1000 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    const table = page.locator("table").first();
    const scroller = table.locator("xpath=..");
    await page.screenshot({ path: testInfo.outputPath(`registrations-${width}.png`), fullPage: false });
    // Read in one go (the page's own measures), rather than a locator call per button.
    const { edge, buttons } = await scroller.evaluate((card) => ({
      edge: card.getBoundingClientRect().right,
      buttons: Array.from(card.querySelectorAll('[data-testid="registration-row"] button')).map((b) => ({
        name: b.getAttribute("aria-label"),
        right: b.getBoundingClientRect().right,
      })),
    }));
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.right, button.name ?? "").toBeLessThanOrEqual(edge);
    // Nothing to scroll sideways to: the table fits its card on a phone and a tablet alike.
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await context.close();
  });
}
