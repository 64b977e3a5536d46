// App pages on a slow phone (docs/decisions/0064-app-pages-on-a-phone.md): in Chromium at 390x844
// under Chrome DevTools' "Fast 3G" (562.5 ms round trip, 1.44 Mbit/s down and up) with the CPU 4x
// slower, a fresh visit (nothing cached) to each page the parent opens first: the dashboard `/`,
// `/account` and `/registration/summer` signed in as the demo parent, and `/sign-in` signed out.
// Per page: the requests and KiB transferred before the page works (hydrated: the root's effect
// sets `<html data-hydrated>` and the `hydrated` performance mark once every handler on the first
// screen is attached, app/root.tsx), and the time from navigation to then (median of
// BENCH_PHONE_RUNS, default 3). Goal: hydrated in < 4 s with <= 15 requests before it.
//
//   npm run bench                            (with the other scenarios)
//   npx tsx scripts/bench/app-pages-phone.ts (standalone, on the build already made; BENCH_PORT, default 8796)
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { serveBuiltProduct, type BenchScenario } from "./scenario";
import { benchCount, isSmallBench } from "./size";

/** Chrome DevTools' Fast 3G: 562.5 ms round trip, 1.44 Mbit/s (in bytes a second, as the protocol takes it). */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1_000_000) / 8, uploadThroughput: (1.44 * 1_000_000) / 8 };
const CPU_SLOWDOWN = 4;
const GOAL_MS = 4000;
const GOAL_REQUESTS = 15;

type PageFigures = { requests: number; kib: number; hydratedMs: number; files: Array<{ name: string; startMs: number; endMs: number; kib: number }> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function parentCookie(baseUrl: string) {
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email: "parent@example.com", password: "sarraka-demo" }),
  });
  // The session: the first cookie with a value that is not the flash toast (a sign-in also clears the old session).
  const cookie = response.headers.getSetCookie().find((c) => /^[^=]+=[^;]+/.test(c) && !c.startsWith("sarraka_toast"));
  if (!cookie) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return cookie.split(";")[0];
}

/** One fresh visit to `route` on the slow phone: what it fetched before it worked, and when it worked. */
async function visit(browser: Browser, baseUrl: string, route: string, cookie: string | null): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    if (cookie) {
      const at = cookie.indexOf("=");
      await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
    }
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`${route} page error: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    await cdp.send("Network.emulateNetworkConditions", FAST_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const response = await page.goto(`${baseUrl}${route}`, { waitUntil: "commit", timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} went to ${page.url()}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout: 120_000, polling: 100 });
    // Measured by the page itself (Resource Timing, from the start of the navigation): every
    // request started before the mark, the document included, and the bytes each took on the wire.
    return await page.evaluate(() => {
      const hydratedMs = performance.getEntriesByName("hydrated", "mark")[0].startTime;
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const before = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => r.startTime < hydratedMs);
      const bytes = [navigation, ...before].reduce((sum, r) => sum + r.transferSize, 0);
      const files = [navigation, ...before].map((r) => ({
        name: new URL(r.name).pathname,
        startMs: r.startTime,
        endMs: r.responseEnd,
        kib: r.transferSize / 1024,
      }));
      return { requests: before.length + 1, kib: bytes / 1024, hydratedMs, files };
    });
  } finally {
    await context.close();
  }
}

export async function measureAppPagesOnAPhone(baseUrl: string, log: (line: string) => void) {
  const parent = await parentCookie(baseUrl);
  const all: Array<[string, string | null]> = [
    ["/", parent],
    ["/account", parent],
    ["/registration/summer", parent],
    ["/sign-in", null],
  ];
  // A small run opens two pages, once each: enough to know the measurement still works.
  const pages = isSmallBench() ? all.slice(0, 2) : all;
  const runs = Math.max(1, benchCount("PHONE_RUNS", 3, 1));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const missed: string[] = [];
  try {
    log(
      `Fast 3G (562.5 ms round trip, 1.44 Mbit/s), CPU ${CPU_SLOWDOWN}x slower, 390x844, nothing cached; median of ${runs} visit(s) (load average ${loadavg()[0].toFixed(1)})`,
    );
    log("page                   requests before hydrated  KiB before  hydrated (ms)  each (ms)");
    for (const [route, cookie] of pages) {
      const visits: PageFigures[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, baseUrl, route, cookie));
      const requests = median(visits.map((v) => v.requests));
      const kib = median(visits.map((v) => v.kib));
      const hydratedMs = median(visits.map((v) => v.hydratedMs));
      const flags = `${requests > GOAL_REQUESTS ? " requests>goal" : ""}${hydratedMs >= GOAL_MS ? " time>goal" : ""}`;
      if (flags) missed.push(`${route}${flags}`);
      log(
        `${route.padEnd(23)}${String(requests).padStart(24)}${kib.toFixed(0).padStart(12)}${hydratedMs.toFixed(0).padStart(15)}  ${visits.map((v) => v.hydratedMs.toFixed(0)).join("/")}${flags}`,
      );
      // BENCH_PHONE_FILES=1: each request of the first visit, when it started and ended (ms from navigation).
      if (process.env.BENCH_PHONE_FILES) {
        for (const f of visits[0].files)
          log(`    ${f.startMs.toFixed(0).padStart(6)} -> ${f.endMs.toFixed(0).padStart(6)}  ${f.kib.toFixed(1).padStart(6)} KiB  ${f.name}`);
      }
    }
  } finally {
    await browser.close();
  }
  log(`(goal: hydrated in < ${GOAL_MS} ms with <= ${GOAL_REQUESTS} requests before it)`);
  log(missed.length ? `goals missed: ${missed.join(", ")}` : "all goals met");
}

export const scenario: BenchScenario = {
  name: "App pages on a slow phone",
  run: async ({ baseUrl, log }) => measureAppPagesOnAPhone(baseUrl, log),
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { baseUrl, stop } = await serveBuiltProduct({
    port: Number(process.env.BENCH_PORT ?? 8796),
    stateDir: ".wrangler/bench-app-phone",
    timeoutMs: 900_000,
  });
  try {
    await measureAppPagesOnAPhone(baseUrl, console.log);
  } finally {
    stop();
  }
}
