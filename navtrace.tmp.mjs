import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1440, height: 900 } });
await p.goto("http://127.0.0.1:5601/" + (process.argv[2] ?? ""));
await p.keyboard.press("Shift");
await p.locator("html[data-hydrated]").waitFor({ state: "attached" });
await b.startTracing(p, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "v8.execute"] });
await p.getByRole("banner").getByRole("link", { name: "Portfolio" }).first().click();
await p.getByRole("heading", { level: 1 }).filter({ hasText: "Work measured in" }).waitFor({ timeout: 30000 });
const buf = await b.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents;
const agg = new Map();
for (const e of ev) if (e.ph === "X" && e.dur) { agg.set(e.name, (agg.get(e.name) ?? 0) + e.dur); }
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, t]) => `${(t / 1000).toFixed(1)}ms ${k}`).join("\n"));
const big = ev.filter((e) => e.ph === "X" && e.dur > 30000 && ["Layout","UpdateLayoutTree","Paint","PrePaint","Layerize","RunTask","FunctionCall","ParseHTML","HitTest","Document::updateStyleAndLayout","LocalFrameView::UpdateLifecyclePhases"].includes(e.name));
for (const e of big.slice(0, 30)) console.log(e.name, (e.dur/1000).toFixed(1), JSON.stringify(e.args).slice(0, 200));
await b.close();
