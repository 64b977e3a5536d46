import AxeBuilder from "@axe-core/playwright";
import { runD1 } from "./support/d1";
import { officeSavesContent } from "./support/admin";
import { copyrightLine } from "./support/camp-clock";
import { expect, test, type Browser, type Page } from "@playwright/test";

/** A desktop header menu's summary (the menus are <details>, so they work without script). */
/** The home page on a phone, its menu opened: the page, the menu button and the menu. */
async function phoneMenuOpen(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  // Located by what it controls: behind an open dialog it is hidden from the accessibility tree.
  const toggle = page.locator('summary[aria-controls="mobile-menu"]');
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return { context, page, toggle, menu: page.locator("#mobile-menu") };
}

const menuSummary = (page: Page, label: string) => page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: label });

const PAGES: Array<{ path: string; heading: string; texts: string[] }> = [
  {
    path: "/",
    heading: "School-Year and Summer Day Camps in Arlington",
    texts: [
      "Winter Registration: Opens October 22",
      "Summer Camp Registration: Opens in January",
      "What is Camp Sarraka?",
      "Camp Life in Action",
      "Help Fund a Sarrakaship",
      "What Parents Say",
      "Ready to Join the fun?",
    ],
  },
  { path: "/school-year-camps", heading: "School Year Camps", texts: ["Age Groups", "2025-2026 Schedule", "Registration Process"] },
  // The demo seed sells next summer's weeks: the page names that summer and says it is open.
  { path: "/summer-camp", heading: "Summer Camp 2027", texts: ["Registration for summer 2027 is open", "Counselor in Training (ages 13-15)"] },
  { path: "/birthday-parties", heading: "Birthday Parties", texts: ["Pricing", "Scheduling", "Locations", "Group size", "2-4 months ahead"] },
  { path: "/lottery", heading: "The Fair Lottery", texts: ["Seals and draws", "Seed fingerprint", "Seal so far", "How the draw works"] },
  { path: "/about-us", heading: "About Us", texts: ["Our Mission", "Parent Handbook", "Every day appears waitlisted at first."] },
  { path: "/meet-the-team", heading: "Meet the Team", texts: ["Chief Executive Officer", "Chief Operating Officer", "Favorite food"] },
  { path: "/gallery", heading: "Photo Gallery", texts: [] },
  { path: "/testimonials", heading: "Parent Testimonials", texts: ["Counselor"] },
  {
    path: "/contact",
    heading: "Contact Us",
    texts: ["Responses typically come within 24-48 hours on business days.", "Financial Aid", "Faith Lutheran Church"],
  },
  {
    path: "/sarraka-media",
    heading: "Sarraka Media",
    texts: ["Featured Videos", "Camp Sarraka Media Archive", "Recent Posts", "Sarraka Saturdays", "Camp Life: Behind the Scenes"],
  },
  { path: "/join-the-team", heading: "Join the Team", texts: ["Application support", "Test prep", "Mentorship"] },
  { path: "/sticker-committee", heading: "Sticker Committee", texts: ["Kindness Champion", "Creative Genius", "Team Player", "Camp Legend"] },
];

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

for (const { path, heading, texts } of PAGES) {
  test(`${path} shows its content, has a title and description, and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Camp Sarraka/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/.{40,}/);
    await expect(page.getByRole("contentinfo")).toContainText(copyrightLine());
    await expectNoSeriousA11yViolations(page);
  });
}

test("a family reads the summer lottery's seed fingerprint on the summer page and finds the same one, with its seal, on the lottery page", async ({ page }) => {
  await page.goto("/summer-camp");
  const lottery = page.getByRole("region", { name: "A fair lottery for busy weeks" });
  const fingerprint = lottery.locator("dd").first();
  await expect(fingerprint).toHaveText(/^[0-9a-f]{64}$/);
  const hash = await fingerprint.innerText();
  const label = (await lottery.locator("dt").first().innerText()).replace(": seed fingerprint", "");
  await lottery.getByRole("link", { name: "See the seals, entries and draws" }).click();
  await expect(page).toHaveURL(/\/lottery$/);
  const window = page.locator("[data-testid^=lottery-]").filter({ has: page.getByRole("heading", { name: label }) });
  await expect(window.locator("[data-testid^=fingerprint-]")).toHaveText(hash);
  await expect(window.locator("[data-testid^=seal-]")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByRole("region", { name: "How the draw works" }).getByRole("listitem")).toHaveCount(6);
});

test("the summer page's old address, from a bookmark or last year's flyer, moves for good to /summer-camp, where the menus lead", async ({ page }) => {
  for (const [former, now] of [
    ["/summer-camp-2026?utm_source=flyer", "/summer-camp?utm_source=flyer"],
    ["/summer-camp-2025", "/summer-camp"],
  ]) {
    const response = await page.goto(former);
    expect((await response?.request().redirectedFrom()?.response())?.status(), former).toBe(301);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(now);
    await expect(page.getByRole("heading", { level: 1, name: /^Summer Camp \d{4}$/ })).toBeVisible();
  }
  const summerLinks = page.getByRole("link", { name: /^Summer Camp \d{4}$/, includeHidden: true });
  await expect(page.getByRole("banner").locator(summerLinks).first()).toHaveAttribute("href", "/summer-camp");
  await expect(page.getByRole("contentinfo").locator(summerLinks)).toHaveAttribute("href", "/summer-camp");
});

test("the home carousels wrap around at both ends", async ({ page }) => {
  await page.goto("/");
  const gallery = page.getByRole("region", { name: "Camp Life in Action" });
  await expect(gallery.getByRole("img")).toHaveCount(3);
  await expect(gallery.getByRole("group")).toHaveAttribute("aria-label", "Page 1 of 4");
  await gallery.getByRole("button", { name: "Previous" }).click();
  await expect(gallery.getByRole("group")).toHaveAttribute("aria-label", "Page 4 of 4");
  await gallery.getByRole("button", { name: "Next" }).click();
  await expect(gallery.getByRole("group")).toHaveAttribute("aria-label", "Page 1 of 4");
  await gallery.getByRole("button", { name: "Go to page 3" }).click();
  await expect(gallery.getByRole("group")).toHaveAttribute("aria-label", "Page 3 of 4");

  const quotes = page.getByRole("region", { name: "What Parents Say" });
  await expect(quotes.locator("blockquote")).toHaveCount(3);
  for (let i = 0; i < 3; i++) await quotes.getByRole("button", { name: "Next" }).click();
  await expect(quotes.getByRole("group")).toHaveAttribute("aria-label", "Page 4 of 4");
  await expect(quotes.locator("blockquote")).toHaveCount(2); // 11 quotes: 3 + 3 + 3 + 2
  await quotes.getByRole("button", { name: "Next" }).click();
  await expect(quotes.getByRole("group")).toHaveAttribute("aria-label", "Page 1 of 4");
});

test("the hero rotates every 5 seconds and its dots jump to a slide", async ({ page }) => {
  await page.goto("/");
  const slides = page.getByTestId("hero-slides").locator("figure");
  await expect(slides).toHaveCount(4);
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true", { timeout: 7000 });
  await page.getByRole("button", { name: /Show slide 4/ }).click();
  await expect(slides.nth(3)).toHaveAttribute("data-active", "true");
});

test("with reduced motion the hero does not rotate on its own", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto("/");
  const slides = page.getByTestId("hero-slides").locator("figure");
  await expect(slides).toHaveCount(4);
  // Longer than the rotation interval, without waiting for it in real time.
  await page.clock.runFor(6000);
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  await context.close();
});

test("Sign Up opens the CampBrain dialog; Continue opens the portal in a new tab and closes it", async ({ page, context }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign Up" }).click();
  const dialog = page.getByRole("dialog", { name: "Opening CampBrain Registration" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Clear your browser cache and cookies");
  await expect(dialog).toContainText("Firefox, Safari or Edge");
  await expect(dialog).toContainText("white screen in Chrome");
  // The portal is external: answer it locally so the test does not depend on the network.
  await context.route("https://campsarraka.campbrainregistration.com/**", (route) => route.fulfill({ body: "portal" }));
  const [portal] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("link", { name: /Continue to CampBrain/ }).click()]);
  expect(portal.url()).toContain("campbrainregistration.com");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Escape closes it too, and Give Back is a new-tab link to the donation page.
  await page.getByRole("button", { name: "Register Now" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Register Now" })).toBeFocused();
  const giveBack = page.getByRole("banner").getByRole("link", { name: /Give Back/ });
  await expect(giveBack).toHaveAttribute("target", "_blank");
  await expect(giveBack).toHaveAttribute("href", /donate/);
});

test("the gallery shows 40 photos and a lightbox that counts, wraps and closes", async ({ page }) => {
  await page.goto("/gallery");
  const photos = page.getByTestId("photo-grid").getByRole("button");
  await expect(photos).toHaveCount(40);
  await expect(page.getByTestId("photo-grid").locator("img").nth(20)).toHaveAttribute("loading", "lazy");
  await photos.first().click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText("1 / 40");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText("40 / 40");
  await lightbox.getByRole("button", { name: "Next photo" }).click();
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText("1 / 40");
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText("2 / 40");
  await lightbox.getByRole("button", { name: "Previous photo" }).click();
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText("1 / 40");
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await photos.nth(39).click();
  await expect(page.getByTestId("lightbox-counter")).toHaveText("40 / 40");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

/**
 * Picks a choice from an archive filter's list, which applies at once, as soon as the filters' script
 * runs: a choice made before it has is only a step, kept on screen for Apply (each choice loads a new page).
 */
async function pickFilter(page: Page, label: string, value: string) {
  await expect(page.locator('[data-island="archive-filters"]')).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel(label, { exact: true }).selectOption(value);
}

test("the media archive filters Recent Posts and resets week and theme when the camp type changes", async ({ page }) => {
  await page.goto("/sarraka-media");
  const count = page.getByTestId("archive-count");
  const total = Number((await count.textContent())!.split(" ")[0]);
  expect(total).toBeGreaterThan(10);
  await expect(page.getByLabel("Week", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Theme", { exact: true })).toBeVisible();

  await pickFilter(page, "Camp type", "summer");
  await expect(page).toHaveURL(/campType=summer/);
  await expect(page.getByLabel("Theme", { exact: true })).toHaveCount(0);
  await pickFilter(page, "Week", "3");
  await expect(page).toHaveURL(/week=3/);
  const week3 = Number((await count.textContent())!.split(" ")[0]);
  expect(week3).toBeGreaterThan(0);
  expect(week3).toBeLessThan(total);
  await expect(page.getByRole("region", { name: "Recent Posts" }).locator("li").first()).toContainText("Week 3, Day ");

  await pickFilter(page, "Camp type", "school-year");
  await expect(page).toHaveURL(/campType=school-year/);
  await expect(page).not.toHaveURL(/week=/);
  await expect(page.getByLabel("Week", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Theme", { exact: true })).toHaveValue("all");
  await pickFilter(page, "Theme", "Art Attack");
  await expect(page).toHaveURL(/theme=Art/);
  await pickFilter(page, "Camp type", "all");
  await expect(page).not.toHaveURL(/theme=/);
  await expect(page.getByLabel("Theme", { exact: true })).toHaveValue("all");

  // Newest first, and a month with nothing shows the fallback message.
  await pickFilter(page, "Year", "2023");
  await expect(page).toHaveURL(/year=2023/);
  await pickFilter(page, "Month", "05");
  await expect(page).toHaveURL(/month=05/);
  await expect(page.getByText("No posts match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Reset filters" }).click();
  await expect(count).toHaveText(new RegExp(`^${total} posts`));
});

test("an unparseable post link shows a placeholder instead of an embed", async ({ page }) => {
  await page.goto("/sarraka-media?year=2025&month=07&campType=summer");
  await expect(page.locator('[data-embed="unavailable"]').first()).toContainText("This post can't be previewed here.");
});

test("Apply Now opens an e-mail to the office with the subject and the body template", async ({ page }) => {
  await page.goto("/join-the-team");
  const href = await page.getByRole("link", { name: "Apply Now via Email" }).first().getAttribute("href");
  const mail = new URL(href!);
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe("hello@campsarraka.com");
  expect(mail.searchParams.get("subject")).toBe("Camp Counselor Application");
  const body = mail.searchParams.get("body")!;
  for (const field of ["Name:", "Age:", "Grade:", "School:", "Experience", "Why I want to be a counselor", "interview"]) expect(body).toContain(field);
});

test("the header menus work with the keyboard", async ({ page }) => {
  await page.goto("/contact");
  const programs = menuSummary(page, "Programs");
  // The header hydrates when focus first enters it; aria-expanded then says the menu's state.
  await programs.focus();
  await expect(programs).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(programs).toHaveAttribute("aria-expanded", "true");
  const link = page.getByRole("link", { name: /^Summer Camp \d{4}$/ }).first();
  await expect(link).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "School Year Camps" }).first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(programs).toHaveAttribute("aria-expanded", "false");

  const learnMore = menuSummary(page, "Learn More");
  await learnMore.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("link", { name: "Parent Handbook", exact: true }).click();
  await expect(page).toHaveURL(/\/about-us#parent-handbook$/);
  await expect(page.getByRole("heading", { name: "Parent Handbook" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "UUCA Parent Handbook (PDF)" })).toHaveAttribute("href", "/handbooks/UUCA-Parent-Handbook.pdf");
  await expect(page.getByRole("link", { name: "FLC Parent Handbook (PDF)" })).toHaveAttribute("href", "/handbooks/FLC-Parent-Handbook.pdf");
  await expect(page.getByRole("link", { name: "Read the UUCA Parent Handbook" })).toHaveAttribute("href", "/handbooks/uuca");
});

test("the header menus open on hover, and navigation scrolls back to the top", async ({ page }) => {
  await page.goto("/testimonials");
  await page.mouse.wheel(0, 2000);
  await menuSummary(page, "Join The Fun").hover();
  await page.getByRole("banner").getByRole("link", { name: "Sarraka Media" }).click();
  await expect(page).toHaveURL(/\/sarraka-media$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sarraka Media" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("on a phone the menu toggle lists every group and closes on a choice", async ({ browser }) => {
  const { context, page, toggle, menu } = await phoneMenuOpen(browser);
  await expect(toggle).toHaveAccessibleName("Close menu");
  for (const group of ["Programs", "Learn More", "Join The Fun"]) await expect(menu.getByText(group, { exact: true })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign Up" })).toBeVisible();
  await menu.getByRole("link", { name: "Photo Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(menu).toBeHidden();
  // The next page's menu is closed (its header hydrates when the visitor reaches for it).
  await expect(page.locator('summary[aria-controls="mobile-menu"]')).toHaveAccessibleName("Open menu");
  await context.close();
});

// The demo videos are placeholders that never embed; the players are tried on a video the office
// set (written to D1 here; a new query string keeps the edge-cached copy out of the way).
const CAMP_VIDEO = "Camp_Video1";

test("a placeholder video says it is coming soon and loads no player", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("video-coming-soon")).toContainText("video coming soon");
  await expect(page.getByRole("button", { name: /Play video/ })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the video panel swaps its thumbnail for the player on click", async ({ page, context, baseURL }) => {
  runD1(`UPDATE content_blocks SET body = json_set(body, '$.videoId', '${CAMP_VIDEO}') WHERE key = 'school-year-camps'`);
  await context.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ body: "<html><body>player</body></html>", contentType: "text/html" }));
  await officeSavesContent(baseURL!);
  await page.goto("/school-year-camps");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: /Play video/ }).click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"][src*="autoplay=1"]')).toHaveCount(1);
});

test("an unknown path answers 404 with the not-found page inside the site chrome", async ({ page }) => {
  const response = await page.goto("/no/such/camp");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test("closing the Sign Up dialog, by keyboard or by Close, gives focus back to the button that opened it", async ({ page }) => {
  await page.goto("/");
  const signUp = page.getByRole("banner").getByRole("button", { name: "Sign Up" });
  await signUp.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Opening CampBrain Registration" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();

  const sectionButton = page
    .getByRole("main")
    .getByRole("button", { name: /sign up|register/i })
    .last();
  await sectionButton.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(sectionButton).toBeFocused();
});

test("closing the lightbox gives focus back to the photo that opened it", async ({ page }) => {
  await page.goto("/gallery");
  const photos = page.getByTestId("photo-grid").getByRole("button");
  await photos.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("lightbox-counter")).toHaveText("3 / 40");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(photos.nth(2)).toBeFocused();

  await photos.nth(5).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(photos.nth(5)).toBeFocused();
});

test("closing the video player gives focus back to the video that opened it", async ({ page, context, baseURL }) => {
  runD1(
    `UPDATE content_items SET body = json_set(body, '$.videoId', '${CAMP_VIDEO}') WHERE id IN (SELECT id FROM content_items WHERE list = 'featured-videos' ORDER BY position LIMIT 2)`,
  );
  await context.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ body: "<html><body>player</body></html>", contentType: "text/html" }));
  await officeSavesContent(baseURL!);
  await page.goto("/sarraka-media");
  const video = page
    .getByRole("region", { name: "Featured Videos" })
    .getByRole("button", { name: /Play video/ })
    .nth(1);
  await video.click();
  const player = page.getByRole("dialog");
  await expect(player.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  await player.getByRole("button", { name: "Close" }).click();
  await expect(player).toBeHidden();
  await expect(video).toBeFocused();
});

test("the media carousels stop at their ends instead of wrapping", async ({ page }) => {
  await page.goto("/sarraka-media");
  const featured = page.getByRole("region", { name: "Featured Videos" });
  const previous = featured.getByRole("button", { name: "Previous" }).first();
  const next = featured.getByRole("button", { name: "Next" }).first();
  await expect(featured.getByRole("group")).toHaveAttribute("aria-label", "Page 1 of 2");
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  // A disabled arrow stays focusable (aria-disabled): pressing it does nothing and keeps focus.
  await previous.focus();
  await page.keyboard.press("Enter");
  await expect(previous).toBeFocused();
  await expect(featured.getByRole("group")).toHaveAttribute("aria-label", "Page 1 of 2");
  await next.click();
  await expect(featured.getByRole("group")).toHaveAttribute("aria-label", "Page 2 of 2");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(previous).not.toHaveAttribute("aria-disabled");
  await page.keyboard.press("Enter");
  await expect(featured.getByRole("group")).toHaveAttribute("aria-label", "Page 2 of 2");
  await expect(next).toBeFocused();

  // The scrolling rows (Sarraka Saturdays: 17 videos, 3 per scroll) stop at both ends too.
  const saturdays = page.getByRole("region", { name: "Sarraka Saturdays" });
  const row = saturdays.getByRole("list");
  const back = saturdays.getByRole("button", { name: /^Previous/ });
  const forward = saturdays.getByRole("button", { name: /^Next/ });
  await expect(back).toHaveAttribute("aria-disabled", "true");
  await back.focus();
  await page.keyboard.press("Enter");
  expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
  const atEnd = () => row.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth - 4);
  const nextInRow = "button[aria-label^='Next']";
  for (let i = 0; i < 10 && !(await atEnd()); i++) {
    // Each press scrolls smoothly; the next one waits for the row to come to rest.
    await row.evaluate(
      (el, next) =>
        new Promise<void>((done) => {
          el.addEventListener("scrollend", () => done(), { once: true });
          el.parentElement!.querySelector<HTMLButtonElement>(next)!.click();
        }),
      nextInRow,
    );
  }
  await forward.focus();
  expect(await atEnd()).toBe(true);
  await expect(forward).toHaveAttribute("aria-disabled", "true");
  await expect(back).not.toHaveAttribute("aria-disabled");
  await page.keyboard.press("Enter");
  await expect(forward).toBeFocused();
  // Pressed at the end, the row stays there (it used to scroll back to the start).
  const [end, afterPress] = await row.evaluate(async (el, next) => {
    const end = el.scrollLeft;
    el.parentElement!.querySelector<HTMLButtonElement>(next)!.click();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return [end, el.scrollLeft];
  }, nextInRow);
  expect(afterPress).toBe(end);
});

test("summer posts in the archive are labelled 'Week N, Day M'", async ({ page }) => {
  await page.goto("/sarraka-media?campType=summer&year=2024&location=UUCA");
  const posts = page.getByRole("region", { name: "Recent Posts" }).locator("li");
  await expect(posts.first()).toContainText(/UUCA · Week [1-8], Day [1-5]/);
  await expect(page.getByRole("region", { name: "Recent Posts" })).not.toContainText(/Summer week/i);
});

test("a keyboard user who reaches the archive's Location filter before its script runs steps through it: no reload, focus kept", async ({ page }) => {
  // The filters' script arrives late (a slow phone network): the visitor is on the select before it runs.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/sarraka-media", { waitUntil: "domcontentloaded" });
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  const location = page.getByLabel("Location", { exact: true });
  await location.focus();
  await page.keyboard.press("ArrowDown"); // FLC, a step rather than a choice (WCAG 3.2.2)
  await expect(page.locator('[data-island="archive-filters"]')).toHaveAttribute("data-hydrated", "true");
  // No wait for "nothing happened": a reload here would show in the count of loads after Enter below.
  expect(loads).toEqual([]);
  await expect(location).toBeFocused();
  await expect(location).toHaveValue("FLC");
  await page.keyboard.press("ArrowDown"); // UUCA
  await expect(location).toHaveValue("UUCA");
  expect(loads).toEqual([]);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/location=UUCA/);
  await expect(page.getByLabel("Location", { exact: true })).toBeFocused();
  expect(loads).toHaveLength(1);
});

test("a keyboard user steps through an archive filter without a reload, applies it with Enter and keeps focus", async ({ page }) => {
  await page.goto("/sarraka-media");
  // Once the filters run.
  await expect(page.locator('[data-island="archive-filters"]')).toHaveAttribute("data-hydrated", "true");
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  const year = page.getByLabel("Year", { exact: true });
  const month = page.getByLabel("Month", { exact: true });
  await year.focus();
  await page.keyboard.press("ArrowDown"); // 2023
  await expect(year).toBeFocused();
  await page.keyboard.press("ArrowDown"); // 2024
  await expect(year).toHaveValue("2024");
  await page.keyboard.press("Tab");
  await expect(month).toBeFocused();
  await page.keyboard.press("ArrowDown"); // 01
  await page.keyboard.press("ArrowDown"); // 02
  await page.keyboard.press("ArrowUp"); // 01
  await expect(month).toHaveValue("01");
  await expect(year).toHaveValue("2024");
  expect(loads).toEqual([]);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/year=2024/);
  await expect(page).toHaveURL(/month=01/);
  await expect(page.getByLabel("Month", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue("01");
  expect(loads).toHaveLength(1);
});

test("on a phone, Sign Up in the menu closes the menu, and closing the dialog returns focus to the menu button", async ({ browser }) => {
  const { context, page, toggle, menu } = await phoneMenuOpen(browser);
  await menu.getByRole("button", { name: "Sign Up" }).click();
  const dialog = page.getByRole("dialog", { name: "Opening CampBrain Registration" });
  await expect(dialog).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleName("Open menu");
  await context.close();
});

test("on a phone, Parent Handbook in the menu on About Us closes the menu and shows the handbook", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/about-us");
  // A visitor's taps, without waiting for the header's script: the first tap is what starts it.
  const toggle = page.locator('summary[aria-controls="mobile-menu"]');
  await toggle.tap();
  const menu = page.locator("#mobile-menu");
  await menu.getByRole("link", { name: "Parent Handbook" }).tap();
  await expect(page).toHaveURL(/\/about-us#parent-handbook$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: "Parent Handbook", level: 2 })).toBeInViewport();
  await context.close();
});

test("the Sign Up dialog on a phone passes axe, colour contrast included", async ({ browser }) => {
  const { context, page, menu } = await phoneMenuOpen(browser);
  await menu.getByRole("button", { name: "Sign Up" }).click();
  const dialog = page.getByRole("dialog", { name: "Opening CampBrain Registration" });
  await expect(dialog).toBeVisible();
  // Once its opening animation is over, as a visitor reads it.
  await expect.poll(() => dialog.evaluate((el) => el.getAnimations().length)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("a click elsewhere while a header menu is open by keyboard lands where it was aimed, without the page jumping", async ({ page }) => {
  await page.goto("/");
  const gallery = page.getByRole("region", { name: "Camp Life in Action" });
  await gallery.last().scrollIntoViewIfNeeded();
  await expect(gallery.getByRole("group")).toHaveAttribute("aria-label", "Page 1 of 4");
  const programs = menuSummary(page, "Programs");
  // The header hydrates when focus first enters it; aria-expanded then says the menu's state.
  await programs.focus();
  await expect(programs).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "School Year Camps" }).first()).toBeFocused();
  const scrolled = await page.evaluate(() => window.scrollY);

  const next = gallery.getByRole("button", { name: "Next" }).first();
  const box = (await next.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(programs).toHaveAttribute("aria-expanded", "false");
  await expect(gallery.getByRole("group")).toHaveAttribute("aria-label", "Page 2 of 4");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

// WCAG 1.4.11: the focus ring keeps 3:1 against the surface around it, light or dark.
function contrast(a: number[], b: number[]) {
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const rgb = (css: string) =>
  css
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);

test("the keyboard focus ring has at least 3:1 contrast on white and on the dark footer", async ({ page }) => {
  await page.goto("/contact");
  for (const [where, link] of [
    ["white header", page.getByRole("banner").getByRole("link", { name: "Parent Login" })],
    ["dark footer", page.getByRole("contentinfo").getByRole("link").first()],
  ] as const) {
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    const ring = await link.evaluate((el) => {
      let surface = el as Element | null;
      while (surface && getComputedStyle(surface).backgroundColor.match(/rgba\(.*, 0\)|transparent/)) surface = surface.parentElement;
      return {
        outline: getComputedStyle(el).outlineColor,
        width: getComputedStyle(el).outlineWidth,
        surface: surface ? getComputedStyle(surface).backgroundColor : "rgb(255, 255, 255)",
      };
    });
    expect(parseFloat(ring.width), where).toBeGreaterThanOrEqual(2);
    expect(contrast(rgb(ring.outline), rgb(ring.surface)), where).toBeGreaterThanOrEqual(3);
  }
});
