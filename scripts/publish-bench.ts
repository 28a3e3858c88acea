/**
 * How long a publish from the back office takes to reach visitors, in the shipped topology: two
 * app servers on one data folder, nginx in front following the published release. An editor
 * saves a draft and publishes it; the clock runs from Publish until the change is on the page
 * from both app servers and through nginx. Three publishes in turn:
 *   1. a service's title, the first publish of a fresh data folder;
 *   2. the same service's title again;
 *   3. the phone number, which every page shows.
 * The project must be built (`npm run build`). Usage: npm run bench:publish
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { createAccount, csrfOf, get, post, setPassword, signIn } from "../tests/e2e/admin.ts";
import { startServer, tempDataDir } from "../tests/e2e/server-process.ts";
import { startNginx } from "./nginx.mjs";

if (!existsSync("build/server/index.js")) {
  console.error("Build the project first: npm run build");
  process.exit(1);
}
const port = Number(process.env.BENCH_PORT ?? 4710);
const dataDir = tempDataDir("publish-bench");
const a = await startServer(port, {}, dataDir);
const b = await startServer(port + 1, {}, dataDir);
const nginx = await startNginx(port + 2, [`127.0.0.1:${port}`, `127.0.0.1:${port + 1}`], {
  siteDir: path.join(dataDir, "site"),
});
const origins = [a.origin, b.origin, nginx.origin];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const email = "bench-editor@maplestack.ca";
  await setPassword(a.origin, createAccount({ dataDir }, email, { role: "editor" }));
  const cookie = (await signIn(a.origin, email)).cookie ?? "";
  // The content's repository is made on first use: what is published is read from it.
  await get(a.origin, "/admin/content", cookie);
  const published = (file: string) =>
    readFileSync(path.join(dataDir, "site", "repo", "content", file), "utf8");

  async function publish(
    label: string,
    file: string,
    change: (fields: Record<string, unknown>) => void,
    page: string,
    marker: string,
  ) {
    const text = published(file);
    const fields = parse(text) as Record<string, unknown>;
    change(fields);
    const edit = `/admin/content/edit/${file}`;
    const saved = await post(
      a.origin,
      edit,
      {
        csrf: await csrfOf(a.origin, edit, cookie),
        intent: "save",
        version: `p${createHash("sha256").update(text).digest("hex")}`,
        data: JSON.stringify(fields),
      },
      { cookie },
    );
    if (saved.status !== 200) throw new Error(`${label}: the save answered ${saved.status}`);
    const started = Date.now();
    const asked = await post(
      a.origin,
      "/admin/content",
      { csrf: await csrfOf(a.origin, "/admin/content", cookie), intent: "publish", file },
      { cookie },
    );
    if (asked.status !== 200) throw new Error(`${label}: Publish answered ${asked.status}`);
    const live: number[] = [];
    for (const origin of origins) {
      for (;;) {
        const html = await (await fetch(`${origin}${page}`)).text();
        if (html.includes(marker)) break;
        if (Date.now() - started > 600_000) throw new Error(`${label}: not live after 10 min`);
        await sleep(250);
      }
      live.push((Date.now() - started) / 1000);
    }
    // The next publish waits for this one to be done with its lock.
    while ((await (await get(a.origin, "/admin/content", cookie)).text()).includes("Publishing…")) {
      await sleep(500);
    }
    return { label, seconds: Math.max(...live) };
  }

  const title = (text: string) => (fields: Record<string, unknown>) => {
    const hero = fields.hero as { title: { text: string } };
    hero.title.text = text;
  };
  const service = "en/services/web/copywriting.yaml";
  const results = [
    await publish(
      "a service's title, the first publish",
      service,
      title("Copy that brings clients"),
      "/services/web/copywriting",
      "Copy that brings clients",
    ),
    await publish(
      "the same service's title again",
      service,
      title("Copy that makes clients"),
      "/services/web/copywriting",
      "Copy that makes clients",
    ),
    await publish(
      "the phone number, on every page",
      "en/facts.yaml",
      (fields) => {
        const site = fields.site as { phone: { display: string; href: string } };
        site.phone = { display: "+1 (416) 555-0199", href: "tel:+14165550199" };
      },
      "/about-us",
      "+1 (416) 555-0199",
    ),
  ];
  console.log("\nFrom Publish until the change is served by both app servers and nginx:");
  console.log("| publish | seconds |\n|---|---|");
  for (const { label, seconds } of results) console.log(`| ${label} | ${seconds.toFixed(0)} |`);
} finally {
  nginx.stop();
  await Promise.all([a.stop(), b.stop()]);
}
