// The Registrations tab with a summer's worth of rows: pages of 50 whose links keep the search
// and filters, filters that add up when chosen in quick succession (even while the tab is still
// loading), and a tablet where every row's buttons stay inside the table.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { manyRegistrationsSql } from "./support/many-registrations";
import { dashboardReady, signInAsAdmin, signInAsAdminAt } from "./support/admin";
import { queryD1 } from "./support/d1";

const unique = () => Math.random().toString(36).slice(2, 8);

/** Adds `count` registrations in a program named `tag` to the journeys' D1. */
function addRegistrations(tag: string, count: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "many-registrations-"));
  const file = path.join(dir, "many.sql");
  writeFileSync(file, manyRegistrationsSql(tag, count));
  try {
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", process.env.E2E_STATE_DIR ?? ".wrangler/e2e", "--file", file], {
      stdio: "pipe",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tab's loads answer slowly, as on a busy day: a second choice is made before the first lands. */
async function slowTabLoads(page: Page) {
  await page.route(/\/admin\/registrations\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
}

async function choose(page: Page, filter: "Status" | "Payment", option: string) {
  await page.getByRole("combobox", { name: `${filter} filter` }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const shownCount = (page: Page) => page.getByText(/^Showing /);

test("a summer of registrations shows 50 a page, with page links that keep the search and filters", async ({ page }) => {
  const tag = `Summer Pages ${unique()}`;
  addRegistrations(tag, 130);
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
  await signInAsAdmin(page);
  await slowTabLoads(page);
  await choose(page, "Status", "Pending");
  await choose(page, "Payment", "Deferred");
  await expect(page).toHaveURL(/\/admin\/registrations\?status=pending&payment=deferred$/);
  const held = queryD1<{ n: number }>("SELECT count(*) AS n FROM registrations WHERE status = 'pending' AND payment_status = 'deferred'")[0].n;
  await expect(shownCount(page)).toHaveText(
    held > 50 ? new RegExp(`^Showing 1–50 of ${held} registrations$`) : `Showing ${held} ${held === 1 ? "registration" : "registrations"}`,
  );
  await expect(page.getByRole("combobox", { name: "Status filter" })).toHaveText("Pending");
  await expect(page.getByRole("combobox", { name: "Payment filter" })).toHaveText("Deferred");
});

test("clearing the search and choosing a filter at once keeps both: the box empty and the address without the search", async ({ page }) => {
  await signInAsAdminAt(page, "/admin/registrations?search=okafor");
  await slowTabLoads(page);
  await page.getByLabel("Search").fill("");
  await choose(page, "Status", "Pending");
  await expect(page).toHaveURL(/\/admin\/registrations\?status=pending$/);
  await expect(page.getByLabel("Search")).toHaveValue("");
  const held = queryD1<{ n: number }>("SELECT count(*) AS n FROM registrations WHERE status = 'pending'")[0].n;
  await expect(shownCount(page)).toHaveText(held > 50 ? `Showing 1–50 of ${held} registrations` : `Showing ${held} registrations`);
  // And the other way round: a filter chosen, then the box cleared.
  await page.getByLabel("Search").fill("okafor");
  await expect(page).toHaveURL(/search=okafor/);
  await choose(page, "Payment", "Pending");
  await page.getByLabel("Search").fill("");
  await expect(page).toHaveURL(/\/admin\/registrations\?status=pending&payment=pending$/);
  await expect(page.getByLabel("Search")).toHaveValue("");
});

for (const width of [390, 820, 1280]) {
  test(`at ${width} px every row's View and payment buttons are inside the table's visible edge`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width, height: 1000 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    const table = page.locator("table").first();
    const scroller = table.locator("xpath=..");
    const edge = await scroller.evaluate((el) => el.getBoundingClientRect().right);
    await page.screenshot({ path: testInfo.outputPath(`registrations-${width}.png`), fullPage: false });
    const rows = page.getByTestId("registration-row");
    for (let i = 0; i < Math.min(await rows.count(), 10); i++) {
      for (const button of await rows.nth(i).getByRole("button").all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `row ${i + 1}: ${await button.getAttribute("aria-label")}`).toBeLessThanOrEqual(edge);
      }
    }
    // Nothing to scroll sideways to on a tablet: the table fits its card.
    if (width === 820) expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await context.close();
  });
}
