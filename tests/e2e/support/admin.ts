// The admin dashboard arrives rendered by the server; a click before React has attached its
// handlers would be a plain link or form. Journeys wait for that, as a person waits for the page.
import { expect, type Page } from "@playwright/test";

export async function dashboardReady(page: Page) {
  await expect(page.getByTestId("stat-Total Registrations")).toHaveText(/^\d+$/);
  await page.waitForFunction(() => Object.keys(document.querySelector('[role="tablist"] a') ?? {}).some((key) => key.startsWith("__reactProps")));
}
