// The first tap, ours beside AstroWind's (issue 41): a fresh page at 390 px on a touch screen,
// the CPU slowed 4×, the menu button tapped half a second after the page's load. The figure is
// the one Chrome reports as INP: the longest Event Timing entry of that interaction (its input
// delay, its handlers and the paint after them). Each page kind is measured in English, in
// French and on AstroWind's build (../shared/anchors/astrowind), interleaved, five runs each; the
// median and the worst are printed, ours beside theirs. The build must exist (npm run build).
// Usage: node scripts/first-tap.mjs [--runs 5]
import { chromium } from "@playwright/test";
import { KINDS, serveStatic, startOurServer } from "./side-by-side.mjs";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] || 5) || 5;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const theirPort = Number(process.env.ANCHOR_PORT ?? 4330);
const ourPort = Number(process.env.SIDE_PORT ?? 4331);

/** The menu button of each site, by its accessible name. */
const MENU = { ours: /^Open menu$/, french: /^Ouvrir le menu$/, theirs: /^Toggle Menu$/ };

/** One fresh page, one tap on its menu button: the interaction's longest event, in ms. */
async function firstTap(browser, url, name) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.evaluate(() => {
      window.__taps = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__taps.push(entry.duration);
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    });
    await page.waitForTimeout(500);
    await page.getByRole("button", { name }).first().tap();
    // Event Timing entries are queued after the next paint.
    await page.waitForTimeout(1500);
    const durations = await page.evaluate(() => window.__taps);
    return durations.length ? Math.max(...durations) : 0;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const anchor = await serveStatic("../shared/anchors/astrowind", theirPort);
const ours = await startOurServer(ourPort);
const browser = await chromium.launch({ executablePath: chromePath });
const rows = [];
try {
  for (const entry of KINDS) {
    const measured = { ours: [], french: [], theirs: [] };
    for (let run = 0; run < runs; run++) {
      measured.theirs.push(
        await firstTap(browser, `http://127.0.0.1:${theirPort}${entry.theirs}`, MENU.theirs),
      );
      measured.ours.push(
        await firstTap(browser, `http://127.0.0.1:${ourPort}${entry.ours}`, MENU.ours),
      );
      measured.french.push(
        await firstTap(browser, `http://127.0.0.1:${ourPort}${entry.french}`, MENU.french),
      );
    }
    rows.push({ kind: entry.kind, ...measured });
  }
} finally {
  await browser.close();
  ours.kill();
  anchor.close();
}

const cell = (values) => `${median(values)} ms (worst ${Math.max(...values)})`;
console.log(`First tap on the menu, 390 px touch, 4× CPU, median of ${runs} (worst)`);
console.log("| kind | Maplestack | Maplestack (French) | AstroWind |");
console.log("|---|---|---|---|");
for (const row of rows) {
  console.log(`| ${row.kind} | ${cell(row.ours)} | ${cell(row.french)} | ${cell(row.theirs)} |`);
}
const behind = rows.filter(
  (row) => median(row.ours) > median(row.theirs) || median(row.french) > median(row.theirs),
);
if (behind.length > 0) {
  console.log(`Behind AstroWind: ${behind.map((row) => row.kind).join(", ")}`);
  process.exitCode = 1;
}
