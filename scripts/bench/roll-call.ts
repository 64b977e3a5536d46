// Roll call bench (docs/decisions/0050-emergency-roll-call.md): a 1,000-child emergency roll call
// on a mid-range phone: Chromium at 390 px, density 2, touch, with the CPU slowed 4x
// (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`). It times:
// - the list: from the tap on the red Roll call to the frame after the roll call's rows are in
//   the page (goal under 1 s), four roll calls started and ended in turn;
// - a mark: from a tap on "Accounted for" to the frame after that row shows it (goal p95 under
//   100 ms), 30 marks, each on the first child still missing, brought on screen as a thumb
//   would, before the tap.
//
//   npm run bench                        (after the other scenarios)
//   npx tsx scripts/bench/roll-call.ts   (standalone: serves its own copy on BENCH_PORT, default 8796)
//   ROLL_CALL_PROFILE=marks.cpuprofile npx tsx scripts/bench/roll-call.ts
//                                        (also writes the page's CPU profile over the marks, for DevTools)
import { writeFileSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { campToday } from "../../app/lib/camp-dates";
import { percentile, post, signIn } from "./here-now";
import { serveBuiltProduct, type BenchScenario } from "./scenario";
import { benchCount } from "./size";

const CHILDREN = benchCount("ROLL_CALL_CHILDREN", 1000, 120);
const CPU_SLOWDOWN = 4;
const OPENS = benchCount("ROLL_CALL_OPENS", 4, 1);
const MARKS = benchCount("ROLL_CALL_MARKS", 30, 5);
const GROUPS = ["Beluga Whales", "Bull Sharks", "Sea Otters", ""];

/** A roster of 1,000 children in four groups, all checked in, and the door's staff member with them. */
async function rosterOfAThousand(baseUrl: string) {
  const cookie = await signIn(baseUrl, "/api/attendance/login", JSON.stringify({ username: "staff", password: "sarraka-demo" }), "application/json");
  const session = await post(baseUrl, cookie, "/api/attendance/sessions", { date: campToday(), location: "UUCA", title: `Roll call bench ${Date.now()}` });
  const campers = Array.from({ length: CHILDREN }, (_, i) => ({
    camperName: `Roll Camper ${String(i).padStart(4, "0")}`,
    groupName: GROUPS[i % GROUPS.length],
    allergies: i % 4 ? "" : "Peanuts",
    parentPhone: "(703) 555-0100",
  }));
  await post(baseUrl, cookie, `/api/attendance/sessions/${session.id}/import`, { campers });
  const roster = (await (await fetch(`${baseUrl}/api/attendance/sessions/${session.id}`, { headers: { Cookie: cookie } })).json()) as {
    roster: Array<{ id: number }>;
  };
  const at = Date.now() - 60_000;
  const events = [
    { id: crypto.randomUUID(), at, kind: "adultIn", rosterId: session.id, staffId: 1, groupName: "" },
    ...roster.roster.map((r) => ({ id: crypto.randomUUID(), at, kind: "checkIn", entryId: r.id })),
  ];
  for (let i = 0; i < events.length; i += 200) await post(baseUrl, cookie, "/api/attendance/events", { events: events.slice(i, i + 200) });
  return { cookie, sessionId: session.id as number };
}

/** Tap to the frame after the roll call's count line and its first row are in the page. */
const openRollCall = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ ms: number; rows: number }>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('button[aria-label="Emergency roll call"]')!;
        button.addEventListener(
          "click",
          (event: Event) => {
            const tappedAt = event.timeStamp;
            const observer = new MutationObserver(() => {
              if (!document.querySelector('[data-testid="roll-call-count"]') || !document.querySelector('[data-testid="roll-call-row"]')) return;
              observer.disconnect();
              requestAnimationFrame(() =>
                setTimeout(() => resolve({ ms: performance.now() - tappedAt, rows: document.querySelectorAll('[data-testid="roll-call-row"]').length }), 0),
              );
            });
            observer.observe(document.body, { subtree: true, childList: true });
          },
          { once: true },
        );
        button.click();
      }),
  );

/** Brings the first child still missing to the middle of the screen, as a thumb scrolls to them; answers their name. */
const nextMissing = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('[data-testid="roll-call-row"][data-accounted="false"]');
    row?.scrollIntoView({ block: "center" });
    return row?.getAttribute("data-person") ?? null;
  });

/** Tap on that child's "Accounted for" to the frame after their row says so. */
const markAccounted = (page: Page, who: string) =>
  page.evaluate(
    (who) =>
      new Promise<number>((resolve) => {
        const row = document.querySelector(`[data-testid="roll-call-row"][data-person="${who}"]`)!;
        const button = row.querySelector("button")!;
        button.addEventListener(
          "click",
          (event: Event) => {
            const tappedAt = event.timeStamp;
            const observer = new MutationObserver(() => {
              if (!document.querySelector(`[data-testid="roll-call-row"][data-person="${who}"][data-accounted="true"]`)) return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tappedAt), 0));
            });
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          },
          { once: true },
        );
        button.click();
      }),
    who,
  );

export async function measureRollCall(baseUrl: string, log: (line: string) => void) {
  const { cookie, sessionId } = await rosterOfAThousand(baseUrl);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`roll call bench page error: ${error.message}`));
    await page.goto(`${baseUrl}/attendance?session=${sessionId}`);
    await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid="roster-row"] button') ?? {}).some((k) => k.startsWith("__reactProps")));
    await page.waitForLoadState("networkidle");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const opens: Array<{ ms: number; rows: number }> = [];
    for (let i = 0; i < OPENS; i++) {
      opens.push(await openRollCall(page));
      if (i === OPENS - 1) break;
      await page.getByRole("button", { name: "End roll call" }).click();
      await page.getByRole("button", { name: "Yes, end the roll call" }).click();
      await page.getByRole("button", { name: "Emergency roll call" }).waitFor();
      await page.waitForTimeout(500);
    }
    const openMs = opens.map((o) => o.ms);
    log(
      `Roll call of ${CHILDREN.toLocaleString("en-US")} children and 1 adult, tap to painted list (390 px, density 2, CPU ${CPU_SLOWDOWN}x slower; goal < 1,000 ms): ` +
        `median ${percentile(openMs, 50).toFixed(0)} ms, max ${Math.max(...openMs).toFixed(0)} ms over ${opens.length} opens (${opens[0].rows} rows in the page)`,
    );

    const profile = process.env.ROLL_CALL_PROFILE;
    if (profile) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    const marks: number[] = [];
    for (let i = 0; i < MARKS; i++) {
      const who = await nextMissing(page);
      if (!who) throw new Error("roll call bench: no one left to mark");
      await page.waitForTimeout(300);
      marks.push(await markAccounted(page, who));
      await page.waitForTimeout(200);
    }
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send("Profiler.stop")).profile));
    log(
      `Roll call mark, tap to paint over ${marks.length} marks (CPU ${CPU_SLOWDOWN}x slower; goal p95 < 100 ms): ` +
        `p50 ${percentile(marks, 50).toFixed(0)} ms, p95 ${percentile(marks, 95).toFixed(0)} ms, max ${Math.max(...marks).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
  }
}

export const scenario: BenchScenario = {
  name: "roll call",
  run: async ({ baseUrl, log }) => measureRollCall(baseUrl, log),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const stateDir = ".wrangler/bench-roll-call";
  const { baseUrl, stop } = await serveBuiltProduct({ port: Number(process.env.BENCH_PORT ?? 8796), stateDir, timeoutMs: 900_000 });
  try {
    await measureRollCall(baseUrl, console.log);
  } finally {
    stop();
  }
}
