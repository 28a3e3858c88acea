// The first interactions, ours beside AstroWind's (issue 41): a fresh page at 390 px on a touch
// screen, the CPU slowed 4×, and the visitor's first moves half a second after the page's load.
// The figure is the one Chrome reports as INP: the longest Event Timing entry of the measured
// interaction (its input delay, its handlers and the paint after them). Each interaction is
// measured on our page in English and in French and on AstroWind's build
// (../shared/anchors/astrowind), interleaved, five runs each; the median and the worst are
// printed, ours beside theirs. The build must exist (npm run build).
//
// The interactions, as a visitor on a phone makes them:
// - menu: a tap on the menu button (every page kind);
// - services: the menu opened by a tap, then a tap on its Services section 150 ms later, while
//   the page's script loads (theirs: the first section of their menu, "Homes");
// - keypress: a tap in the contact form's (first) name field, then a key 150 ms later;
// - faq: a tap on a service page's first question (AstroWind has no question that opens: its
//   figure is the menu tap of its services page, the cheapest tap it has there);
// - booking: a tap on a day with free times of the booking page, other than the one shown
//   (AstroWind has no booking: its figure is the menu tap of its contact page). The day's times
//   show in place. If a tap ever loads another page, the figure is the time from the tap to that
//   page's first paint.
// --gap ms changes the 150 ms between the first step and the measured one: with --gap 800 the
// second tap falls while our page hydrates (it starts 500 ms after the last press), the case of
// a visitor who pauses, then acts again.
// Usage: node scripts/first-tap.mjs [--runs 5] [--only menu,faq] [--gap 150]
import { chromium } from "@playwright/test";
import { KINDS, serveStatic, startOurServer } from "./side-by-side.mjs";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option("--runs") ?? 5) || 5;
const only = option("--only")?.split(",");
const gap = Number(option("--gap") ?? 150);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const theirPort = Number(process.env.ANCHOR_PORT ?? 4330);
const ourPort = Number(process.env.SIDE_PORT ?? 4331);

/** The menu button of each site, by its accessible name. */
const MENU = { ours: /^Open menu$/, french: /^Ouvrir le menu$/, theirs: /^Toggle Menu$/ };
const tapMenu = (who) => (page) => page.getByRole("button", { name: MENU[who] }).first().tap();

/** A booking day's cell, of a day with free times not yet shown. */
const ANOTHER_DAY = "label:has(input[name=day]:enabled:not(:checked))";

/** What each interaction does, per site: the steps before the measured one, then that one. */
const INTERACTIONS = [
  ...KINDS.map((entry) => ({
    name: "menu",
    kind: entry.kind,
    paths: entry,
    act: { ours: tapMenu("ours"), french: tapMenu("french"), theirs: tapMenu("theirs") },
  })),
  ...KINDS.map((entry) => ({
    name: "services",
    kind: entry.kind,
    paths: entry,
    before: { ours: tapMenu("ours"), french: tapMenu("french"), theirs: tapMenu("theirs") },
    act: {
      ours: (page) => page.locator("#mobile-menu summary").first().tap(),
      french: (page) => page.locator("#mobile-menu summary").first().tap(),
      theirs: (page) => page.getByRole("button", { name: "Homes" }).first().tap(),
    },
  })),
  {
    name: "keypress",
    kind: "contact",
    paths: { ours: "/contact-us", french: "/fr/nous-joindre", theirs: "/contact" },
    before: {
      ours: (page) => page.getByRole("textbox", { name: /^First name/ }).tap(),
      french: (page) => page.getByRole("textbox", { name: /^Prénom/ }).tap(),
      theirs: (page) => page.locator("#name").tap(),
    },
    act: {
      ours: (page) => page.keyboard.press("M"),
      french: (page) => page.keyboard.press("M"),
      theirs: (page) => page.keyboard.press("M"),
    },
  },
  {
    name: "faq",
    kind: "service",
    paths: KINDS.find((entry) => entry.kind === "service"),
    act: {
      ours: (page) => page.locator("main details > summary").first().tap(),
      french: (page) => page.locator("main details > summary").first().tap(),
      theirs: tapMenu("theirs"),
    },
  },
  {
    name: "booking",
    kind: "booking",
    paths: { ours: "/book", french: "/fr/reserver", theirs: "/contact" },
    act: {
      ours: (page) => page.locator(ANOTHER_DAY).first().tap(),
      french: (page) => page.locator(ANOTHER_DAY).first().tap(),
      theirs: tapMenu("theirs"),
    },
  },
].filter((interaction) => !only || only.includes(interaction.name));

/**
 * One fresh page, the interaction's steps: the longest event of the last interaction, in ms, or
 * the time from the tap to the next page's first paint when the tap loaded another page.
 */
async function measure(browser, url, before, act) {
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
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__events.push([entry.interactionId, entry.duration]);
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    });
    await page.waitForTimeout(500);
    if (before) {
      await before(page);
      await page.waitForTimeout(gap);
    }
    const document = await page.evaluate(() => performance.timeOrigin);
    const tapped = Date.now();
    await act(page);
    // Event Timing entries are queued after the next paint.
    await page.waitForTimeout(1500);
    const now = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      events: window.__events ?? [],
    }));
    if (now.origin !== document) {
      return now.paint === undefined ? Number.NaN : now.origin + now.paint - tapped;
    }
    const last = now.events.at(-1)?.[0];
    const durations = now.events.filter(([id]) => id === last).map(([, duration]) => duration);
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
  for (const interaction of INTERACTIONS) {
    const measured = { ours: [], french: [], theirs: [] };
    for (let run = 0; run < runs; run++) {
      for (const [who, port] of [
        ["theirs", theirPort],
        ["ours", ourPort],
        ["french", ourPort],
      ]) {
        const url = `http://127.0.0.1:${port}${interaction.paths[who]}`;
        measured[who].push(
          Math.round(await measure(browser, url, interaction.before?.[who], interaction.act[who])),
        );
      }
    }
    rows.push({ name: interaction.name, kind: interaction.kind, ...measured });
  }
} finally {
  await browser.close();
  ours.kill();
  anchor.close();
}

const cell = (values) => `${median(values)} ms (worst ${Math.max(...values)})`;
const after = gap === 150 ? "" : `, the measured step ${gap} ms after the first`;
console.log(`First interactions, 390 px touch, 4× CPU, median of ${runs} (worst)${after}`);
console.log("| interaction | kind | Maplestack | Maplestack (French) | AstroWind |");
console.log("|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.kind} | ${cell(row.ours)} | ${cell(row.french)} | ${cell(row.theirs)} |`,
  );
}
const behind = rows.filter(
  (row) => !(median(row.ours) <= median(row.theirs) && median(row.french) <= median(row.theirs)),
);
if (behind.length > 0) {
  console.log(`Behind AstroWind: ${behind.map((row) => `${row.name} (${row.kind})`).join(", ")}`);
  process.exitCode = 1;
}
