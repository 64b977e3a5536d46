// An SVG the office uploads shows in the public gallery; opened on its own it downloads rather
// than running on the camp's site (the script-hiding tricks a pattern check misses stay inert).
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

test("an uploaded SVG shows in the gallery and downloads when opened directly", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Media" }).click();

  const alt = `Sunset over the bay ${Math.random().toString(36).slice(2, 8)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="500" height="300">
<a xlink:href="&#106;avascript:alert(document.domain)"><rect width="500" height="300" fill="#ff6f59"/><circle cx="250" cy="150" r="${40 + Math.floor(Math.random() * 90)}" fill="#ffc93c"/></a></svg>`;
  await page.getByLabel("Photo file").setInputFiles({ name: "sunset.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
  await page.getByLabel("Description (alt text)").fill(alt);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Photo added to the gallery", { exact: true })).toBeVisible();

  await page.goto("/gallery");
  const image = page.getByRole("button", { name: `Open photo 1 of 40: ${alt}` }).locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(500);
  const src = new URL((await image.getAttribute("src"))!, page.url()).toString();

  const download = page.waitForEvent("download");
  await page.goto(src).catch(() => undefined); // Chromium reports a navigation that became a download as an error
  expect((await download).url()).toBe(src);
  await expect(page).toHaveURL(/\/gallery$/);
});
