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

test("static files served without the Worker carry the same protective headers as pages", async ({ request }) => {
  for (const path of ["/door-sw.js", "/door-precache.js", "/attendance.webmanifest", "/favicon.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["strict-transport-security"], path).toContain("max-age=63072000");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});
