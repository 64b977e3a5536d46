// Attendance bench: time to import a 1,000-row cabin list (Smart Import) and a 1,000-row
// medical CSV, to load a 300-camper roster, to sync 500 queued door events, and from a Check in
// tap to the next paint on a 1,000-camper roster (Chromium at phone size and pixel density 2, p50/p95 over 50 taps),
// against the built worker on local workerd.
//
//   npm run bench                         (when scripts/bench/run.ts orchestrates scenarios)
//   npx tsx scripts/bench/attendance.ts   (standalone: starts its own server on BENCH_PORT)
//
// A scenario module exports `name` and `run(baseURL)`, which returns labelled timings.
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { campTimeToInstant, campToday } from "../../app/lib/camp-dates";
import { benchCount } from "./size";

export const name = "attendance";

type Timing = { label: string; ms: number[] };
const RUNS = benchCount("RUNS", 5, 1);
// Campers of the imports and of the tapped roster (1,000), of the loaded roster (300), door changes synced (500), taps (50).
const CAMPERS = benchCount("DOOR_CAMPERS", 1000, 100);
const ROSTER = benchCount("ROSTER", 300, 40);
const QUEUED = benchCount("QUEUED", 500, 80);
const TAPS = benchCount("TAPS", 50, 5);
const n = (count: number) => count.toLocaleString("en-US");

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

const FIRST = ["Maya", "Leo", "Ava", "Kai", "Zoe", "Sam", "Ada", "Noor", "Eli", "Ivy"];
const LAST = ["Rivera", "Park", "Chen", "Brown", "Okafor", "Lopez", "Nguyen", "Khan", "Smith", "Diaz"];
const camperName = (i: number) => [`${FIRST[i % 10]}${i}`, LAST[Math.floor(i / 10) % 10]] as const;

/** A cabin list of `count` campers: group headers, numbered 'Last, First (nickname)' rows, grade and age. */
export function cabinListCsv(count: number) {
  const lines = ["Camp Sarraka cabin list,,,", ",Name,Grade,Age", "Beluga Whales (FLC),,,"];
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count / 5)) lines.push("Bull Sharks,,,");
    if (i === Math.floor((count * 3) / 5)) lines.push("Sea Otters,,,");
    const [first, last] = camperName(i);
    lines.push(`${i + 1},"${last}, ${first} (${first.slice(0, 2)})",${1 + (i % 6)},${6 + (i % 7)}:${i % 12}`);
  }
  return lines.join("\r\n");
}

export function medicalCsv(count: number) {
  const lines = ["Medical report,,,,,,", "Session,Camper,Grade,Site,Type,Item,Details"];
  for (let i = 0; i < count; i++) {
    const [first, last] = camperName(i);
    lines.push(i % 2 ? `Day,"${last}, ${first}",3,UUCA,Allergy,Peanuts,"Epi-pen, in backpack"` : `Day,"${last}, ${first}",3,UUCA,Medication,Inhaler,12pm`);
  }
  return lines.join("\r\n");
}

async function signIn(baseURL: string) {
  const response = await fetch(`${baseURL}/api/attendance/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "staff", password: "sarraka-demo" }),
  });
  if (!response.ok) throw new Error(`staff login failed: ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0];
}

async function json(baseURL: string, cookie: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * A UUCA attendance session with a roster of `count` campers in three groups: every fourth
 * allergic to peanuts, every fifth on `medication`, every third with `note`.
 */
async function benchRoster(
  baseURL: string,
  cookie: string,
  day: { date: string; title: string; dailyPrize: string },
  count: number,
  { medication, note }: { medication: string; note: string },
) {
  const session = await json(baseURL, cookie, "/api/attendance/sessions", { ...day, location: "UUCA", weekNumber: null, notes: "" });
  const campers = Array.from({ length: count }, (_, i) => ({
    camperName: camperName(i).join(" "),
    groupName: ["Beluga Whales", "Bull Sharks", "Sea Otters"][i % 3],
    allergies: i % 4 ? "" : "Peanuts",
    medications: i % 5 ? "" : medication,
    notes: i % 3 ? "" : note,
  }));
  await json(baseURL, cookie, `/api/attendance/sessions/${session.id}/import`, { campers });
  return session;
}

/**
 * Check in taps on a 1,000-camper roster in Chromium at phone size, measured with performance
 * marks: from the tap (the click's time stamp) to the first paint after the row shows the
 * check-in (a frame after the DOM change). The tap goes into the device's queue, never waits on IndexedDB
 * or the network. Goal: under 100 ms.
 */
export async function tapToPaint(baseURL: string, cookie: string, taps = TAPS): Promise<number[]> {
  const session = await benchRoster(
    baseURL,
    cookie,
    // Today at camp: the door records changes on its roster's own day only.
    { date: campToday(), title: `Tap bench ${Date.now()}`, dailyPrize: "" },
    CAMPERS,
    // No times of day: a time alert due while the bench runs would cover the roster.
    { medication: "Inhaler when needed", note: "Age 8:4, picked up by grandma" },
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    // A phone's screen: 390 CSS px wide at pixel density 2 (twice the pixels to paint at density 1).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const [cookieName, cookieValue] = cookie.split("=");
    await context.addCookies([{ name: cookieName, value: cookieValue, url: baseURL }]);
    const page = await context.newPage();
    // A bench that ends on the error page says what went wrong in the page.
    page.on("pageerror", (error) => console.error(`tap bench page error: ${error.stack ?? error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") console.error(`tap bench console error: ${message.text()}`);
    });
    await page.goto(`${baseURL}/attendance?session=${session.id}`);
    // Hydrated: React has attached its props to the roster's buttons.
    await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid="roster-row"] button') ?? {}).some((k) => k.startsWith("__reactProps")));
    // Hydration done: the router's scroll restoration puts a new page at the top once it has run.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const w = window as unknown as { tapToPaint: number[] };
      w.tapToPaint = [];
      document.addEventListener(
        "click",
        (event) => {
          const row = (event.target as Element).closest("[data-camper]");
          if (!row) return;
          // The tap's own time stamp (when the input arrived), not when this listener ran.
          const tappedAt = event.timeStamp;
          const observer = new MutationObserver(() => {
            if (!row.textContent?.includes("✓ In")) return;
            observer.disconnect();
            // The next frame is painted after this one's rendering: mark it there.
            requestAnimationFrame(() =>
              setTimeout(() => {
                performance.mark("painted");
                w.tapToPaint.push(performance.measure("tap-to-paint", { start: tappedAt, end: "painted" }).duration);
              }, 0),
            );
          });
          observer.observe(row, { subtree: true, childList: true, characterData: true });
        },
        { capture: true },
      );
    });
    for (let i = 0; i < taps; i++) {
      // CSS selectors only: Playwright's text queries over 1,000 rows would run on the page's
      // main thread and be measured with the app.
      const name = camperName(i * 7).join(" ");
      const selector = `button[aria-label="Check in ${name}"]`;
      const button = page.locator(selector);
      // Scrolled to, as a counselor scrolls to a name: a long roster renders the rows near the
      // screen only. Then into the middle of the screen, not under the sticky toolbar.
      await page
        .evaluate(async (selector) => {
          // No named functions in here: the bench's compiler would wrap them in a helper the page lacks.
          window.scrollTo(0, 0);
          for (let step = 0; ; step++) {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            if (document.querySelector(selector)) break;
            const before = window.scrollY;
            window.scrollBy(0, window.innerHeight * 0.8);
            if (window.scrollY === before) throw new Error(`${selector}: not on the roster`);
          }
          document.querySelector(selector)!.scrollIntoView({ block: "center" });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          // Still there: the page did not scroll itself back to the top as it finished hydrating.
          if (!document.querySelector(selector)) throw new Error(`${selector}: gone after scrolling to it`);
        }, selector)
        .catch(async (error) => {
          await page.screenshot({ path: ".wrangler/bench/tap-fail.png" });
          console.log(await page.evaluate(() => document.body.innerText.slice(0, 600)));
          throw error;
        });
      await button.tap();
      await page.waitForFunction((n) => (window as unknown as { tapToPaint: number[] }).tapToPaint.length > n, i);
      // The queue is sent and the roster reloaded before the next tap (one tap at a time, as at the door).
      await page.waitForFunction(() => !document.querySelector('[data-testid="door-status"]')?.textContent?.startsWith("Saving"));
    }
    return await page.evaluate(() => (window as unknown as { tapToPaint: number[] }).tapToPaint);
  } finally {
    await browser.close();
  }
}

/**
 * 500 changes queued on a device while offline (check-ins, notes, group changes and check-outs of
 * 125 campers), sent as the device's queue sends them: in order, batches of at most 200. Then the
 * same queue sent again (a device that lost the answer): every event is a duplicate.
 */
export async function syncQueued(baseURL: string, cookie: string, count = QUEUED): Promise<{ first: number; again: number }> {
  // Today at camp, and changes made earlier today: the door takes changes on its roster's own day, never in the future.
  const session = await json(baseURL, cookie, "/api/attendance/sessions", { date: campToday(), location: "UUCA", title: `Sync bench ${Date.now()}` });
  const campers = Array.from({ length: count / 4 }, (_, i) => ({ camperName: camperName(i).join(" ") }));
  await json(baseURL, cookie, `/api/attendance/sessions/${session.id}/import`, { campers });
  const roster = (await json(baseURL, cookie, `/api/attendance/sessions/${session.id}`)).roster as Array<{ id: number }>;
  // Ten milliseconds a camper, within the last hour and after the camp day began (a bench run just after midnight waits a moment).
  const dayBegan = campTimeToInstant(campToday());
  const span = roster.length * 10 + 1000;
  if (Date.now() - dayBegan < span) await new Promise((resolve) => setTimeout(resolve, span));
  const start = Math.max(dayBegan + 1, Date.now() - 60 * 60 * 1000);
  const events = roster.flatMap((entry, i) => [
    { id: crypto.randomUUID(), entryId: entry.id, kind: "checkIn", at: start + i * 10 },
    { id: crypto.randomUUID(), entryId: entry.id, kind: "notes", at: start + i * 10 + 1, notes: "Pickup by grandma at 3:30" },
    { id: crypto.randomUUID(), entryId: entry.id, kind: "group", at: start + i * 10 + 2, groupName: "Sea Otters" },
    { id: crypto.randomUUID(), entryId: entry.id, kind: "checkOut", at: start + i * 10 + 3 },
  ]);
  const send = async () => {
    for (let i = 0; i < events.length; i += 200) await json(baseURL, cookie, "/api/attendance/events", { events: events.slice(i, i + 200) });
  };
  const [first] = await timed(send);
  const [again] = await timed(send);
  return { first, again };
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function run(baseURL: string): Promise<Timing[]> {
  const cookie = await signIn(baseURL);
  const smart: number[] = [];
  const medical: number[] = [];
  const rosterApi: number[] = [];
  const rosterPage: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    // A fresh far-future day per run, so every run imports 1,000 new campers.
    const date = `2040-01-${String(10 + r).padStart(2, "0")}`;
    const [smartMs, result] = await timed(() =>
      json(baseURL, cookie, "/api/attendance/sessions/smart-import", { csvData: cabinListCsv(CAMPERS), date, uucaGroupCount: 3, title: "Bench Day" }),
    );
    const counts = result.results as { flc: { count: number; sessionId: number }; uuca: { count: number; sessionId: number } };
    if (counts.flc.count + counts.uuca.count !== CAMPERS) throw new Error(`smart import wrote ${counts.flc.count + counts.uuca.count} rows`);
    smart.push(smartMs);

    // The medical CSV through the page's action: parse, match by name across the date, update.
    const form = new URLSearchParams({ intent: "importMedical", sessionId: String(counts.uuca.sessionId), csv: medicalCsv(CAMPERS) });
    const [medicalMs, medicalResponse] = await timed(() =>
      fetch(`${baseURL}/attendance?index`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
        body: form,
      }),
    );
    if (!medicalResponse.ok) throw new Error(`medical import: ${medicalResponse.status}`);
    medical.push(medicalMs);

    // A 300-camper roster.
    const session = await benchRoster(
      baseURL,
      cookie,
      { date: `2041-01-${String(10 + r).padStart(2, "0")}`, title: "Roster bench", dailyPrize: "Peanut butter cookies" },
      ROSTER,
      { medication: "Inhaler at 12pm", note: "Age 8:4, pickup at 3:30" },
    );
    const [apiMs, roster] = await timed(() => json(baseURL, cookie, `/api/attendance/sessions/${session.id}`));
    if ((roster.roster as unknown[]).length !== ROSTER) throw new Error("roster size");
    rosterApi.push(apiMs);
    const [pageMs, page] = await timed(() => fetch(`${baseURL}/attendance?session=${session.id}`, { headers: { Cookie: cookie } }).then((x) => x.text()));
    if (!page.includes("Roster bench")) throw new Error("roster page did not render");
    rosterPage.push(pageMs);
  }
  const syncs: Array<{ first: number; again: number }> = [];
  for (let r = 0; r < Math.min(3, RUNS); r++) syncs.push(await syncQueued(baseURL, cookie));
  const taps = await tapToPaint(baseURL, cookie);
  console.log(
    `Tap to paint over ${taps.length} taps: p50 ${percentile(taps, 50).toFixed(1)} ms, p95 ${percentile(taps, 95).toFixed(1)} ms, max ${Math.max(...taps).toFixed(1)} ms`,
  );
  return [
    { label: `Smart Import, ${n(CAMPERS)}-row cabin list (POST /api/attendance/sessions/smart-import)`, ms: smart },
    { label: `Import Medical, ${n(CAMPERS)}-row CSV (page action, by date)`, ms: medical },
    { label: `Load ${n(ROSTER)}-camper roster (GET /api/attendance/sessions/:id)`, ms: rosterApi },
    { label: `Load ${n(ROSTER)}-camper roster page (GET /attendance?session=:id, server-rendered)`, ms: rosterPage },
    { label: `Sync ${n(QUEUED)} queued door events (POST /api/attendance/events, batches of 200)`, ms: syncs.map((s) => s.first) },
    { label: `Send the same ${n(QUEUED)} events again (all duplicates, nothing changes)`, ms: syncs.map((s) => s.again) },
    { label: `Check in tap to next paint, ${n(CAMPERS)}-camper roster, phone at density 2 (performance marks; goal p95 < 100 ms)`, ms: taps },
  ];
}

export function report(timings: Timing[]) {
  for (const t of timings) console.log(`${t.label}: median ${median(t.ms).toFixed(0)} ms (runs: ${t.ms.map((m) => m.toFixed(0)).join(", ")})`);
}

async function standalone() {
  const port = Number(process.env.BENCH_PORT ?? 8899);
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn("bash", ["scripts/serve-local.sh", String(port), ".wrangler/bench", "--fresh", "--built"], { stdio: "ignore", detached: true });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseURL}/api/attendance/check`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 120) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 1000));
    }
    report(await run(baseURL));
  } finally {
    // Only the server this script started (its own process group).
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await standalone();
}
