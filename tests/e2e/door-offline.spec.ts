import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { campToday } from "./support/camp-clock";

// The door app with the Wi-Fi gone: two devices (a tablet at 820 px and a phone at 390 px, each
// its own browser context and staff session) check campers in and out offline, including the
// same campers, then reconnect. Both must show the same roster within 5 s, the server must hold
// every change exactly once, and nothing may be lost, with or without a reload while offline.

const CAMPERS = 75;
const name = (i: number) => `Camper ${String(i).padStart(3, "0")}`;

async function signedInDevice(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 1180 }, hasTouch: width < 500 });
  const login = await context.request.post("/api/attendance/login", { data: { username: "staff", password: "sarraka-demo" } });
  expect(login.ok()).toBe(true);
  return context;
}

async function rosterOf(context: BrowserContext, count: number) {
  // Today at camp: the door records changes on its roster's own day only (the roster is opened by its id).
  const date = campToday();
  const created = await context.request.post("/api/attendance/sessions", { data: { date, location: "UUCA", title: `Offline Day ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const campers = Array.from({ length: count }, (_, i) => ({ camperName: name(i), allergies: i % 10 === 0 ? "Peanuts" : "" }));
  expect((await context.request.post(`/api/attendance/sessions/${id}/import`, { data: { campers } })).ok()).toBe(true);
  return id;
}

/** Opens the roster, lets the door app's service worker take over and keep the shell, and waits for React. */
async function openDoor(context: BrowserContext, sessionId: number) {
  const page = await context.newPage();
  await page.goto(`/attendance?session=${sessionId}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  // A second load through the worker: every file of the shell passes through it and is kept.
  await page.reload();
  await hydrated(page);
  return page;
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('[data-testid="roster-row"] button') ?? {}).some((k) => k.startsWith("__reactProps")),
    null,
    { timeout: 30_000 },
  );
}

const tap = (page: Page, label: string) => page.getByRole("button", { name: label, exact: true }).click();

/** Each camper as the screen shows them: 'name in out'. */
function screenState(page: Page) {
  return page
    .getByTestId("roster-row")
    .evaluateAll((rows) =>
      rows
        .map((r) => `${r.getAttribute("data-camper")} ${r.textContent?.includes("✓ In") ? "in" : "-"} ${r.textContent?.includes("✓ Out") ? "out" : "-"}`)
        .sort(),
    );
}

/** The keys of one of this device's IndexedDB stores ("queue": what it has not sent yet; "rosters": the rosters it keeps). */
function storeKeys(page: Page, store: "queue" | "rosters") {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("sarraka-door");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction(name).objectStore(name).getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
        };
      }),
    store,
  );
}
const queuedIds = (page: Page) => storeKeys(page, "queue");
const keptRosterKeys = (page: Page) => storeKeys(page, "rosters");

/** Everything the door's service worker keeps, as text (scripts, styles, the shell). */
function cachedText(page: Page) {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) parts.push(`${name} ${request.url}\n${await (await cache.match(request))!.text()}`);
    }
    return parts.join("\n");
  });
}

const expected = Array.from({ length: CAMPERS }, (_, i) => `${name(i)} in ${i >= 40 && i < 50 ? "-" : "out"}`).sort();

for (const reloadWhileOffline of [false, true]) {
  test(`two devices offline check in and out 50 campers each, then converge${reloadWhileOffline ? " (with a reload while offline)" : ""}`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const tablet = await signedInDevice(browser, 820);
    const phone = await signedInDevice(browser, 390);
    const sessionId = await rosterOf(tablet, CAMPERS);
    const a = await openDoor(tablet, sessionId);
    const b = await openDoor(phone, sessionId);

    await tablet.setOffline(true);
    await phone.setOffline(true);
    await expect(a.getByRole("status").filter({ hasText: "Offline" })).toHaveText("Offline: no changes waiting");

    // The tablet checks campers 0-49 in and out; the phone 25-74, and then undoes 40-49's check-out.
    for (let i = 0; i < 50; i++) await tap(a, `Check in ${name(i)}`);
    if (reloadWhileOffline) {
      await a.reload();
      await hydrated(a);
      await expect(a.getByText("Something went wrong")).toHaveCount(0);
      await expect(a.locator(`[data-camper="${name(0)}"]`).getByText("ALLERGY: Peanuts")).toBeVisible();
    }
    for (let i = 0; i < 50; i++) await tap(a, `Check out ${name(i)}`);
    for (let i = 25; i < 75; i++) await tap(b, `Check in ${name(i)}`);
    for (let i = 25; i < 75; i++) await tap(b, `Check out ${name(i)}`);
    if (reloadWhileOffline) {
      await b.reload();
      await hydrated(b);
    }
    for (let i = 40; i < 50; i++) await tap(b, `Undo check-out for ${name(i)}`);

    await expect(a.getByRole("status")).toHaveText("Offline: 100 changes waiting");
    await expect(b.getByRole("status")).toHaveText("Offline: 110 changes waiting");
    // Each device shows its own changes at once, from its queue.
    await expect(a.locator(`[data-camper="${name(10)}"]`).getByText(/✓ Out/)).toBeVisible();
    await expect(b.locator(`[data-camper="${name(45)}"]`).getByText(/✓ In/)).toBeVisible();
    if (!reloadWhileOffline) {
      await a.screenshot({ path: "test-results/door-offline-820.png" });
      await b.screenshot({ path: "test-results/door-offline-390.png" });
    }
    const queued = [...(await queuedIds(a)), ...(await queuedIds(b))];
    expect(queued).toHaveLength(210);

    const back = Date.now();
    await tablet.setOffline(false);
    await phone.setOffline(false);
    const within = () => Math.max(500, 5000 - (Date.now() - back));
    await expect(a.getByRole("status")).toHaveText("✓ All changes saved", { timeout: within() });
    const aSaved = Date.now() - back;
    await expect(b.getByRole("status")).toHaveText("✓ All changes saved", { timeout: within() });
    const bSaved = Date.now() - back;
    await expect.poll(() => screenState(a), { timeout: within() }).toEqual(expected);
    const aSame = Date.now() - back;
    await expect.poll(() => screenState(b), { timeout: within() }).toEqual(expected);
    console.log(`after reconnecting: tablet saved ${aSaved} ms, phone saved ${bSaved} ms, tablet converged ${aSame} ms, both ${Date.now() - back} ms`);

    // The server holds every change made on either device exactly once.
    const roster = (await (await tablet.request.get(`/api/attendance/sessions/${sessionId}`)).json()) as {
      roster: Array<{ camperName: string; history: Array<{ id: string; kind: string }> }>;
    };
    const ids = roster.roster.flatMap((e) => e.history.map((h) => h.id));
    expect(ids).toHaveLength(210);
    expect(new Set(ids).size).toBe(210);
    expect([...ids].sort()).toEqual([...queued].sort());
    expect(await queuedIds(a)).toEqual([]);
    expect(await queuedIds(b)).toEqual([]);
    // And a fresh load shows the same roster.
    await a.reload();
    await hydrated(a);
    expect(await screenState(a)).toEqual(expected);
    await tablet.close();
    await phone.close();
  });
}

test("a session that ended while offline keeps the queue; after signing in again it is sent", async ({ browser }) => {
  const tablet = await signedInDevice(browser, 820);
  const sessionId = await rosterOf(tablet, 5);
  const page = await openDoor(tablet, sessionId);
  await tablet.setOffline(true);
  for (let i = 0; i < 3; i++) await tap(page, `Check in ${name(i)}`);
  await expect(page.getByRole("status")).toHaveText("Offline: 3 changes waiting");
  // The staff session ends (12 h later, or signed out elsewhere) before the Wi-Fi is back.
  await tablet.clearCookies();
  await tablet.setOffline(false);
  // The device learns the session ended: the kept roster goes, the sign-in page says what waits.
  await page.waitForURL(/\/attendance-login/, { timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: "waiting" })).toHaveText("3 changes are waiting on this device. Sign in to send them.");
  expect(await keptRosterKeys(page)).toEqual([]);
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  // Signed in once the door leaves its sign-in page (going elsewhere sooner would cut the sign-in short).
  await page.waitForURL((url) => url.pathname === "/attendance", { timeout: 15_000 });
  await page.goto(`/attendance?session=${sessionId}`);
  await hydrated(page);
  await expect.poll(() => queuedIds(page), { timeout: 10_000 }).toEqual([]);
  const roster = (await (await tablet.request.get(`/api/attendance/sessions/${sessionId}`)).json()) as {
    roster: Array<{ camperName: string; attendanceRecord: { checkedIn: boolean }; history: unknown[] }>;
  };
  expect(roster.roster.filter((e) => e.attendanceRecord.checkedIn).map((e) => e.camperName)).toEqual([name(0), name(1), name(2)]);
  expect(roster.roster.flatMap((e) => e.history)).toHaveLength(3);
  await tablet.close();
});

test("dialogs, menus and a camper's day history open for the first time with no network, after a reload offline", async ({ browser }) => {
  const tablet = await signedInDevice(browser, 820);
  const sessionId = await rosterOf(tablet, 5);
  const page = await openDoor(tablet, sessionId);
  // The service worker kept every file the build lists for the door (its dialogs and menus too).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const source = await (await fetch("/door-precache.js")).text();
          const { files } = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as { files: string[] };
          const cache = await caches.open("door-assets-v2");
          const missing = [];
          for (const file of files) if (!(await cache.match(file))) missing.push(file);
          return { listed: files.length, missing };
        }),
      { timeout: 20_000 },
    )
    .toEqual({ listed: expect.any(Number), missing: [] });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));

  await tablet.setOffline(true);
  await page.reload();
  await hydrated(page);
  await tap(page, `Check in ${name(0)}`);
  await expect(page.getByRole("status")).toHaveText("Offline: 1 change waiting");

  // Add Camper: never opened on this device before; focus returns to its button.
  const addCamper = page.getByRole("button", { name: "+ Add Camper" });
  await addCamper.click();
  await expect(page.getByRole("dialog", { name: "Add Camper" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(addCamper).toBeFocused();

  // The Print menu and its allergy sheet preview.
  await page.getByRole("button", { name: "Print ▾" }).click();
  await page.getByRole("menuitem", { name: "Print Allergy Sheet" }).click();
  await expect(page.getByTestId("print-preview")).toContainText(name(0));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Remove: the confirmation opens (and is cancelled). Below 1024 px a row's tools open under its name.
  await page.getByRole("button", { name: name(1), exact: true }).click();
  await page.getByRole("button", { name: `Remove ${name(1)}` }).click();
  await expect(page.getByRole("alertdialog", { name: `Remove ${name(1)}?` })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();

  // The day history shows this device's own change, waiting to be sent.
  await page.getByRole("button", { name: name(0), exact: true }).click();
  await page.getByText(`Day history for ${name(0)}`).click();
  const history = page.getByRole("list", { name: `Day history for ${name(0)}` });
  await expect(page.getByText("Offline: showing the changes this device made.")).toBeVisible();
  await expect(history).toContainText("Checked in");
  await expect(history).toContainText("(waiting to be sent)");

  // Back online: the change is saved and the history comes from the server.
  await tablet.setOffline(false);
  await expect(page.getByTestId("door-status")).toHaveText("✓ All changes saved", { timeout: 10_000 });
  await page.getByText(`Day history for ${name(0)}`).click();
  await page.getByText(`Day history for ${name(0)}`).click();
  await expect(history).toContainText("Checked in");
  await expect(history).not.toContainText("waiting to be sent");
  await expect(page.getByText("Offline: showing the changes this device made.")).toHaveCount(0);
  expect(errors).toEqual([]);
  await tablet.close();
});

test("signed in on the sign-in page, the door opens offline after the browser was closed; no page with data is cached; a session ended on the server leaves nothing readable", async ({
  browser,
}) => {
  const office = await signedInDevice(browser, 820);
  const sessionId = await rosterOf(office, 5);
  const title = (await (await office.request.get(`/api/attendance/sessions/${sessionId}`)).json()).title as string;
  await office.close();

  // The counselor signs in on the sign-in page, which opens /attendance in the app (no page load), and picks the roster.
  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  let page = await tablet.newPage();
  await page.goto("/attendance-login");
  await page.waitForFunction(() => Object.keys(document.querySelector("button[type=submit]") ?? {}).some((k) => k.startsWith("__reactProps")));
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/attendance", { timeout: 15_000 });
  await page.locator("#session-select").selectOption(String(sessionId));
  await page.waitForURL(new RegExp(`session=${sessionId}`));
  await hydrated(page);
  await expect(page.getByText("Peanuts").first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => caches.match("/attendance?door-shell").then(Boolean)), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => keptRosterKeys(page)).toContain(`session:${sessionId}`);
  // The worker keeps the data-free shell and the app's files: no name, allergy or roster title.
  const kept = await cachedText(page);
  expect(kept).toContain("door-shell");
  for (const secret of ["Peanuts", name(0), title]) expect(kept).not.toContain(secret);

  // The browser is closed and opened again with no network: the roster kept for this session opens.
  const reopened = await tablet.newPage();
  await page.close();
  page = reopened;
  await page.goto("about:blank");
  await tablet.setOffline(true);
  await page.goto(`/attendance?session=${sessionId}`);
  await hydrated(page);
  await expect(page.getByTestId("roster-row")).toHaveCount(5);
  await expect(page.getByText("Peanuts").first()).toBeVisible();

  // A kept roster is shown offline only until the time the server gave it (end of the session or of its camp day).
  const shownUntil = await page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("sarraka-door");
        open.onsuccess = () => {
          const get = open.result.transaction("rosters").objectStore("rosters").get(key);
          get.onsuccess = () => resolve(get.result.page.shownUntil);
        };
      }),
    `session:${sessionId}`,
  );
  expect(shownUntil).toBeGreaterThan(Date.now());
  expect(shownUntil).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open("sarraka-door");
        open.onsuccess = () => {
          const store = open.result.transaction("rosters", "readwrite").objectStore("rosters");
          const all = store.getAll();
          all.onsuccess = () => {
            for (const r of all.result)
              store.put("page" in r ? { ...r, page: { ...r.page, shownUntil: Date.now() - 1 } } : { ...r, shownUntil: Date.now() - 1 });
            resolve();
          };
        };
      }),
  );
  await page.reload();
  await expect(page.getByText("Offline: no roster is kept on this device")).toBeVisible();
  await expect(page.getByText("Peanuts")).toHaveCount(0);

  // Back online, the roster is loaded (and kept) again; then the session ends on the server (signed out elsewhere).
  await tablet.setOffline(false);
  await page.goto(`/attendance?session=${sessionId}`);
  await hydrated(page);
  await expect.poll(() => keptRosterKeys(page)).toContain(`session:${sessionId}`);
  const cookies = await tablet.cookies();
  expect((await tablet.request.post("/api/attendance/logout")).ok()).toBe(true);
  await tablet.addCookies(cookies);
  // The device hears the 401 within seconds: the kept rosters go and it asks to sign in.
  await page.waitForURL(/\/attendance-login/, { timeout: 15_000 });
  await expect.poll(() => keptRosterKeys(page)).toEqual([]);
  expect(await cachedText(page)).not.toContain("Peanuts");
  await tablet.setOffline(true);
  await page.goto(`/attendance?session=${sessionId}`);
  await expect(page.getByText("Offline: no roster is kept on this device")).toBeVisible();
  await expect(page.getByText("Peanuts")).toHaveCount(0);
  await tablet.close();
});

test("a send that hangs (Wi-Fi up, internet gone) does not hold the queue: the door says it is waiting to send, gives up after a few seconds and sends again", async ({
  browser,
}) => {
  const tablet = await signedInDevice(browser, 820);
  const sessionId = await rosterOf(tablet, 3);
  const page = await openDoor(tablet, sessionId);
  // The first send never answers; later ones reach the server.
  let sends = 0;
  await tablet.route("**/api/attendance/events", async (route) => {
    if (sends++ === 0) return;
    await route.continue();
  });
  const started = Date.now();
  await tap(page, `Check in ${name(0)}`);
  await tap(page, `Check in ${name(1)}`);
  // No answer: the door says the changes wait on the device, not that they are being saved.
  const status = page.getByTestId("door-status");
  await expect(status).toHaveText("Waiting to send: 2 changes kept on this device (no answer from the server yet)", { timeout: 6000 });
  await expect(status).not.toContainText("Saving");
  await expect.poll(() => queuedIds(page), { timeout: 20_000 }).toEqual([]);
  await expect(status).toHaveText("✓ All changes saved");
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(sends).toBeGreaterThanOrEqual(2);
  const roster = (await (await tablet.request.get(`/api/attendance/sessions/${sessionId}`)).json()) as {
    roster: Array<{ camperName: string; attendanceRecord: { checkedIn: boolean } }>;
  };
  expect(roster.roster.filter((e) => e.attendanceRecord.checkedIn).map((e) => e.camperName)).toEqual([name(0), name(1)]);
  await tablet.close();
});

test("a signed-out device is offered the door app to install on the sign-in page, as on the roster", async ({ page }) => {
  await page.goto("/attendance-login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  const chromium = await page.context().newCDPSession(page);
  const manifest = await chromium.send("Page.getAppManifest");
  expect(manifest.url).toMatch(/\/attendance\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!)).toMatchObject({ name: "Camp Sarraka Attendance", start_url: "/attendance" });
});

test("a session the office ends leaves no roster in the device's storage the moment the device learns it, every time (the sign-in page's own wipe never runs)", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const office = await signedInDevice(browser, 820);
  const sessionId = await rosterOf(office, 5);
  await office.close();
  for (let run = 1; run <= 5; run++) {
    // No service worker: what empties the storage is the door's own code when it hears the 401.
    const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 }, serviceWorkers: "block" });
    expect((await tablet.request.post("/api/attendance/login", { data: { username: "staff", password: "sarraka-demo" } })).ok()).toBe(true);
    // The sign-in page is a blank page here: its script (which also empties the storage) never runs.
    await tablet.route("**/attendance-login**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Signed out</title><p>Signed out" }),
    );
    const page = await tablet.newPage();
    await page.goto(`/attendance?session=${sessionId}`);
    await hydrated(page);
    await expect(page.getByText("Peanuts").first()).toBeVisible();
    await expect.poll(() => keptRosterKeys(page), { message: `run ${run}: the roster is kept` }).toContain(`session:${sessionId}`);
    // The office ends the session (signed out elsewhere): the device's next request hears 401.
    const cookies = await tablet.cookies();
    expect((await tablet.request.post("/api/attendance/logout")).ok()).toBe(true);
    await tablet.addCookies(cookies);
    await page.waitForURL(/\/attendance-login/, { timeout: 15_000 });
    expect(await keptRosterKeys(page), `run ${run}: nothing kept once the device learned the session ended`).toEqual([]);
    await tablet.close();
  }
});
