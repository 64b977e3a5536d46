// Two uploads on the Media tab at once (both handbooks): each gets its own answer, shown beside
// its button, rather than the later one hiding the earlier.
import { expect, test } from "@playwright/test";
import { signInAsAdminAt } from "./support/admin";

test("two overlapping handbook uploads are both reported", async ({ page }) => {
  await signInAsAdminAt(page, "/admin/media");

  // The first upload's request is held until the second has been sent, so the two overlap.
  let secondSent!: () => void;
  const bothSent = new Promise<void>((resolve) => (secondSent = resolve));
  let posts = 0;
  await page.route(/\/admin\/media\.data/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts += 1;
    if (posts === 1) await bothSent;
    else secondSent();
    return route.continue();
  });

  // Not PDFs: both are refused and the handbooks stay as they were.
  const handbookInputs = page.locator('input[type="file"][accept="application/pdf"]');
  const notAPdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from("just some words") });
  await handbookInputs.nth(0).setInputFiles(notAPdf("uuca.pdf"));
  await expect(page.getByRole("button", { name: "Uploading…" })).toHaveCount(1);
  await handbookInputs.nth(1).setInputFiles(notAPdf("flc.pdf"));

  await expect(page.getByRole("status").filter({ hasText: "Failed to upload the UUCA handbook. Please try again. Handbooks must be PDF files" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Failed to upload the FLC handbook. Please try again. Handbooks must be PDF files" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Uploading…" })).toHaveCount(0);
  expect(posts).toBe(2);
});
