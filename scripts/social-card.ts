// Draws public/social-card.png, the 1200x630 image link previews show (Open Graph and Twitter
// cards, app/lib/page-meta.ts), from the camp's colours, mark and facts in app/content/site.ts.
// Run again after changing them:   tsx scripts/social-card.ts
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { site } from "../app/content/site";

const root = path.resolve(import.meta.dirname, "..");
const font = readFileSync(path.join(root, "node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2")).toString("base64");
const whale = `<svg viewBox="0 0 48 48" width="220" height="220"><circle cx="24" cy="24" r="23" fill="#ffc93c"/><path d="M9 27c2-8 9-13 17-13 7 0 12 4 13 9 2-1 4-3 5-5-1 5-3 8-6 10-2 5-8 8-15 8C15 36 10 32 9 27z" fill="#0b3a5b"/><circle cx="19" cy="24" r="1.8" fill="#fff"/><path d="M6 38c4-2 8-2 12 0s8 2 12 0 8-2 12 0" stroke="#0d7377" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`;

const html = `<!doctype html><html><head><style>
@font-face{font-family:Nunito;src:url(data:font/woff2;base64,${font}) format("woff2-variations");font-weight:200 1000}
*{margin:0;box-sizing:border-box}
body{width:1200px;height:630px;overflow:hidden;font-family:Nunito,sans-serif;color:#fff;
  background:linear-gradient(135deg,#0b3a5b 0%,#0e5a8a 55%,#0d7377 100%);position:relative}
.wave{position:absolute;left:0;right:0;bottom:0;height:120px}
.content{position:absolute;inset:0;padding:72px 80px;display:flex;gap:56px;align-items:center}
h1{font-size:88px;font-weight:900;letter-spacing:-1px;line-height:1}
p.tag{margin-top:20px;font-size:38px;font-weight:700;color:#d9efff;max-width:720px;line-height:1.2}
p.sites{margin-top:28px;font-size:28px;font-weight:800;color:#ffc93c}
.bubble{position:absolute;border-radius:50%;background:rgba(255,255,255,.10)}
</style></head><body>
<div class="bubble" style="width:180px;height:180px;right:-40px;top:-50px"></div>
<div class="bubble" style="width:70px;height:70px;right:190px;top:60px"></div>
<div class="content">${whale}<div>
<h1>${site.name}</h1>
<p class="tag">${site.tagline}</p>
<p class="sites">${site.locations.map((l) => l.code).join(" · ")} on Arlington Blvd</p>
</div></div>
<svg class="wave" viewBox="0 0 1200 120" preserveAspectRatio="none"><path fill="#ffffff" fill-opacity=".95" d="M0 60c100 30 200 40 300 30s200-50 300-50 200 40 300 50 200-10 300-30v60H0z"/></svg>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, "public/social-card.png"), type: "png" });
await browser.close();
console.log("public/social-card.png written");
