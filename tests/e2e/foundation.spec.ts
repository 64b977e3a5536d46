import { expect, test } from "@playwright/test";

test("the school-year page shows the content the seed stored in D1", async ({ page }) => {
  await page.goto("/school-year-camps");
  await expect(page.getByRole("heading", { name: "School Year Camps", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Age Groups" })).toBeVisible();
  await expect(page.getByText("UUCA · ages 10-13")).toBeVisible();
});

test("an unknown address shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the parent handbook downloads as a PDF from R2", async ({ request }) => {
  const response = await request.get("/handbooks/FLC-Parent-Handbook.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
