// The admin dashboard arrives rendered by the server; a click before React has attached its
// handlers would be a plain link or form. Journeys wait for that, as a person waits for the page.
import { expect, request, type Page } from "@playwright/test";

export async function dashboardReady(page: Page) {
  await expect(page.getByTestId("stat-Total Registrations")).toHaveText(/^\d+$/);
  await page.waitForFunction(() => Object.keys(document.querySelector('[role="tablist"] a') ?? {}).some((key) => key.startsWith("__reactProps")));
  // The rows' payment menus load after first paint (React.lazy); a menu opens on pointerdown, which
  // is lost while its part of the page is still being hydrated.
  await page.waitForFunction(() => {
    const menu = document.querySelector('[data-testid="registration-row"] button[aria-haspopup="menu"]');
    return !document.querySelector('[data-testid="registration-row"]') || Object.keys(menu ?? {}).some((key) => key.startsWith("__reactProps"));
  });
}

/** Signs in as the seeded admin through /admin/login and waits for the dashboard to be usable. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Admin Login" }).click();
  await signInOnForm(page);
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await dashboardReady(page);
}

/** Opens `path` (an admin page) signed out: sent to sign in, then back at `path`, ready. */
export async function signInAsAdminAt(page: Page, path: string) {
  await page.goto(`/api/login?redirect=${encodeURIComponent(path)}`);
  await signInOnForm(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`));
  await dashboardReady(page);
}

/** The sign-in page's form, with the seeded admin's e-mail and password. */
export async function signInOnForm(page: Page) {
  await page.getByLabel("E-mail").fill("admin@example.com");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * After a journey changes content straight in D1: the office saves the home block unchanged,
 * which (like every content save) purges the cached public pages, so visitors see the change.
 * The edge cache keeps one copy per page whatever the query string, so no address bypasses it.
 */
export async function officeSavesContent(baseURL: string) {
  const office = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await office.post("/sign-in", { form: { email: "admin@example.com", password: "sarraka-demo", redirectTo: "/admin" }, maxRedirects: 0 });
  expect(signedIn.status()).toBeLessThan(400);
  const { home } = (await (await office.get("/api/admin/content")).json()) as { home: unknown };
  expect((await office.put("/api/admin/content/home", { data: home })).status()).toBe(200);
  await office.dispose();
}
