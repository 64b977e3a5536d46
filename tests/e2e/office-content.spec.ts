// The office keeps the public site current from the Content tab: what it saves is what a visitor
// sees next, even when the page was in the edge cache; bad input is refused with its message;
// a handbook is a page and a PDF made from the same sections.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pdfText, readPdf } from "../support/pdf-reader";
import { dashboardReady } from "./support/admin";

async function signInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Admin Login" }).click();
  await page.getByLabel("E-mail").fill("admin@example.com");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await dashboardReady(page);
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByRole("heading", { name: "Content", level: 2 })).toBeVisible();
}

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

/** A visitor's copy of the page (no cookies), asked until the edge cache serves it. */
async function cachedForVisitors(request: APIRequestContext, path: string) {
  await expect(async () => expect((await request.get(path)).headers()["x-edge-cache"]).toBe("HIT")).toPass();
}

test("the office edits the hero title and a testimonial; a visitor sees both at once", async ({ page, browser, request }) => {
  await cachedForVisitors(request, "/");
  await cachedForVisitors(request, "/testimonials");
  await signInAsAdmin(page);
  // The home content as the seed left it, put back at the end for the journeys that read it next.
  const { home: before } = (await (await page.request.get("/api/admin/content")).json()) as { home: { heroTitle: string; registrationDates: string[] } };

  // Bad input is refused with the message under its field, and nothing changes.
  await page.getByLabel("Hero title (required)").fill("Hi");
  await page.getByRole("button", { name: "Save hero" }).click();
  const panel = page.getByRole("tabpanel", { name: "Content" });
  await expect(panel.getByText("Hero title must be at least 5 characters")).toBeVisible();
  await expect(page.getByLabel("Hero title (required)")).toBeFocused();

  await page.getByLabel("Hero title (required)").fill("Summer 2026 Registration Opens January 15");
  // A line over 80 characters: the message stays under the field, not only in a toast that fades.
  const dates = page.getByLabel("Registration dates box (required)");
  await dates.fill(`Summer Camp: opens January 15\n${"Spring Break ".repeat(7)}`);
  await page.getByRole("button", { name: "Save hero" }).click();
  await expect(dates).toHaveAttribute("aria-invalid", "true");
  await expect(dates).toHaveAccessibleDescription(/Line 2: Each date line must be at most 80 characters/);
  await expect(dates).toBeFocused();
  await dates.fill("Summer Camp: opens January 15\nSpring Break: opens February 1");
  await page.getByRole("button", { name: "Save hero" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Home page updated" })).toBeAttached();

  await page.getByRole("button", { name: /^Testimonials/ }).click();
  await expect(page).toHaveURL(/section=testimonials/);
  await page.getByRole("button", { name: "Edit Sarah K." }).click();
  const quote = page.getByLabel("Quote (required)");
  await quote.fill("Short");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(panel.getByText("Quote must be at least 10 characters")).toBeVisible();
  await expect(quote).toHaveAccessibleDescription(/Quote must be at least 10 characters/);
  await quote.fill("Our daughter learned every camp song by the second day and taught them to the whole street.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Testimonials: saved" })).toBeAttached();

  const visitor = await browser.newPage();
  const home = await visitor.goto("/");
  expect(home!.headers()["x-edge-cache"]).toBe("MISS");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Summer 2026 Registration Opens January 15");
  await expect(visitor.getByText("Spring Break: opens February 1")).toBeVisible();
  const testimonials = await visitor.goto("/testimonials");
  expect(testimonials!.headers()["x-edge-cache"]).toBe("MISS");
  await expect(visitor.getByText("Our daughter learned every camp song by the second day")).toBeVisible();
  await visitor.close();

  // The seed's hero again, through the JSON door, for the journeys that read the home page next.
  const restored = await page.request.put("/api/admin/content/home", {
    data: { heroTitle: before.heroTitle, registrationDates: before.registrationDates },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(restored.status()).toBe(200);
});

test("the office writes next season's school-year schedule; the page's heading and seasons follow", async ({ page, browser, request }) => {
  await cachedForVisitors(request, "/school-year-camps");
  const before = (await (await request.get("/api/school-year-content")).json()) as { schedule: unknown; videoId: string };
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "School-year page" }).click();
  const schedule = page.getByLabel("Schedule (required)");
  await expect(schedule).toHaveValue(/^Fall 2025: September 22, October 2/);
  // A season line without its colon: the message stays under the field, with the line's number.
  await schedule.fill("Fall 2026: September 21, October 12\nWinter 2026-2027 December 21");
  await page.getByRole("button", { name: "Save school-year page" }).click();
  await expect(schedule).toHaveAttribute("aria-invalid", "true");
  await expect(schedule).toHaveAccessibleDescription(/Line 2: Write the season, a colon, then its dates/);
  await schedule.fill("Fall 2026: September 21, October 12\nWinter 2026-2027: December 21, January 4");
  await page.getByRole("button", { name: "Save school-year page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "School-year page updated" })).toBeAttached();

  const visitor = await browser.newPage();
  const response = await visitor.goto("/school-year-camps");
  expect(response!.headers()["x-edge-cache"]).toBe("MISS");
  await expect(visitor.getByRole("heading", { name: "2026-2027 Schedule" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Winter 2026-2027", level: 3 })).toBeVisible();
  await expect(visitor.getByText("January 4", { exact: true })).toBeVisible();
  await visitor.close();

  // The seed's schedule again, through the JSON door, for the journeys that read the page next.
  const restored = await page.request.put("/api/admin/content/school-year-page", {
    data: { ...before, schedule: (before.schedule as Array<{ season: string; dates: string[] }>).map((s) => `${s.season}: ${s.dates.join(", ")}`) },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(restored.status()).toBe(200);
});

test("a deleted item asks first, and the public page loses it at once", async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: /^Behind-the-scenes posts/ }).click();
  const items = page.getByTestId("content-items").getByRole("listitem");
  const deleteButton = page.getByRole("button", { name: 'Delete "Packing 400 art kits for summer (placeholder post)"' });
  await expect(deleteButton).toBeVisible();
  const before = await items.count();
  await deleteButton.click();
  await expect(page.getByRole("alertdialog")).toContainText("Packing 400 art kits for summer");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(deleteButton).toBeFocused();
  await expect(items).toHaveCount(before);

  await deleteButton.click();
  await page.getByRole("button", { name: "Delete post" }).click();
  await expect(items).toHaveCount(before - 1);
  expect(await (await request.get("/sarraka-media")).text()).not.toContain("Packing 400 art kits for summer");
});

test("a handbook is an accessible page and a typeset PDF, both with the office's latest text", async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: /^UUCA Parent Handbook/ }).click();
  await page.getByRole("button", { name: "Edit Weather" }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Edit Weather" }).click();
  await page
    .getByLabel("Text (required)")
    .fill("We play outside whenever it is safe.\n\n- Thunder: everyone inside within 5 minutes\n- Heat index over 95: water games in the shade");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "UUCA Parent Handbook: saved" })).toBeAttached();

  await page.goto("/handbooks/uuca");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Camp Sarraka UUCA Parent Handbook");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Weather" }).click();
  await expect(page.getByRole("heading", { name: "Weather", level: 2 })).toBeInViewport();
  await expect(page.getByRole("listitem").filter({ hasText: "Thunder: everyone inside within 5 minutes" })).toBeVisible();
  const pdfLink = page.getByRole("link", { name: "Download the PDF" });
  await expect(pdfLink).toHaveAttribute("href", "/handbooks/UUCA-Parent-Handbook.pdf");

  const pdf = await request.get("/handbooks/UUCA-Parent-Handbook.pdf");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = new Uint8Array(await pdf.body());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  const read = await readPdf(bytes);
  const lines = pdfText(read).split("\n");
  const pages = read.pages.length;
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(lines).toContain(`Page ${pages} of ${pages}`);
  expect(lines).toContain("Thunder: everyone inside within 5 minutes");
});
