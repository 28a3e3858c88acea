/**
 * How long a publish from the back office takes to reach visitors, in the shipped topology: two
 * app servers on one data folder and one PostgreSQL database, nginx in front following the
 * published release. An editor saves drafts and publishes them; the clock runs from Publish
 * until every changed page serves the change from both app servers and through nginx. Each run
 * publishes, in turn:
 *   1. one entry: a sentence of a service's page;
 *   2. a fact every page shows: the phone number;
 *   3. ten entries at once: a sentence of ten services' pages.
 * It prints the median and the worst of each over the runs, then (with `--memory N`) the memory
 * of each app server, all its processes, after every tenth of N one-entry publishes. Before the
 * publishes, the live preview: `--preview N` pauses in the typing of a service's sentence, each
 * drawn by the server, timed from the fields sent to the page answered.
 * The project must be built (`npm run build`).
 *   npm run bench:publish [-- --runs 5] [-- --memory 50] [-- --preview 20]
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { DRAW_AFTER_MS } from "../app/lib/content/draw-timing.ts";
import { createAccount, csrfOf, get, post, setPassword, signIn } from "../tests/e2e/admin.ts";
import { startServer, tempDataDir } from "../tests/e2e/server-process.ts";
import { startNginx } from "./nginx.mjs";
import { startPostgres } from "./postgres.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    memory: { type: "string", default: "0" },
    preview: { type: "string", default: "20" },
  },
});
const runs = Number(values.runs);
const memoryPublishes = Number(values.memory);
const previewDraws = Number(values.preview);

if (!existsSync("build/server/index.js")) {
  console.error("Build the project first: npm run build");
  process.exit(1);
}
const port = Number(process.env.BENCH_PORT ?? 4710);
const dataDir = tempDataDir("publish-bench");
const postgres = await startPostgres();
const env = { DATABASE_URL: await postgres.createDatabase("publish_bench") };
const a = await startServer(port, env, dataDir);
const b = await startServer(port + 1, env, dataDir);
const nginx = await startNginx(port + 2, [`127.0.0.1:${port}`, `127.0.0.1:${port + 1}`], {
  siteDir: path.join(dataDir, "site"),
});
const origins = [a.origin, b.origin, nginx.origin];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of a process and all its descendants, in MB. */
function treeMemory(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(" ") : []) visit(Number(child));
      }
    } catch {
      // Ended meanwhile.
    }
  };
  visit(pid);
  return kb / 1024;
}

try {
  const email = "bench-editor@maplestack.ca";
  await setPassword(
    a.origin,
    createAccount({ dataDir, databaseUrl: env.DATABASE_URL }, email, { role: "editor" }),
  );
  const cookie = (await signIn(a.origin, email)).cookie ?? "";
  // The content's repository is made on first use: what is published is read from it.
  await get(a.origin, "/admin/content", cookie);
  const published = (file: string) =>
    readFileSync(path.join(dataDir, "site", "repo", "content", file), "utf8");

  type Change = { file: string; change: (fields: Record<string, unknown>) => void };
  type Check = { page: string; marker: string };

  async function save({ file, change }: Change) {
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
    if (saved.status !== 200) throw new Error(`${file}: the save answered ${saved.status}`);
  }

  /** Seconds from Publish until every check passes on every origin. */
  async function publish(changes: Change[], checks: Check[]): Promise<number> {
    for (const change of changes) await save(change);
    // The clock starts at the click on Publish, on the Content page the editor already has open.
    const csrf = await csrfOf(a.origin, "/admin/content", cookie);
    const started = Date.now();
    const asked = await post(
      a.origin,
      "/admin/content",
      {
        csrf,
        intent: "publish",
        file: changes.map((change) => change.file),
      },
      { cookie },
    );
    if (asked.status !== 200) throw new Error(`Publish answered ${asked.status}`);
    let last = 0;
    for (const origin of origins) {
      for (const { page, marker } of checks) {
        for (;;) {
          // A request left unanswered (a connection lost in a process's turn) fails the run.
          const html = await (
            await fetch(`${origin}${page}`, { signal: AbortSignal.timeout(20_000) })
          ).text();
          if (html.includes(marker)) break;
          if (Date.now() - started > 600_000) {
            throw new Error(`${page} on ${origin}: not live after 10 min`);
          }
          await sleep(100);
        }
      }
      last = Math.max(last, (Date.now() - started) / 1000);
    }
    // The next publish waits for this one to be done with its lock.
    while ((await (await get(a.origin, "/admin/content", cookie)).text()).includes("Publishing…")) {
      await sleep(200);
    }
    return last;
  }

  /** A sentence of a service's page, made to read `words` (the page's process band). */
  const services = readdirSync("content/en/services", { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => `en/services/${name}`)
    .sort();
  const sentence = (file: string, words: string): { change: Change; check: Check } => {
    const slug = file.replace(/^en\/services\//, "").replace(/\.yaml$/, "");
    return {
      change: {
        file,
        change: (fields) => {
          const hero = fields.hero as { description: string };
          hero.description = `${hero.description.replace(/ Ref\. [a-z0-9-]+\.$/, "")} Ref. ${words}.`;
        },
      },
      check: { page: `/services/${slug}`, marker: `Ref. ${words}.` },
    };
  };
  const phone = (digits: string): { change: Change; check: Check } => ({
    change: {
      file: "en/facts.yaml",
      change: (fields) => {
        const site = fields.site as { phone: { display: string; href: string } };
        site.phone = { display: `+1 (416) 555-${digits}`, href: `tel:+1416555${digits}` };
      },
    },
    check: { page: "/about-us", marker: `+1 (416) 555-${digits}` },
  });

  // The live preview: a service's sentence typed, one pause after another, each drawn by the
  // server. The first page of a process copies and compiles the content; it is timed apart.
  const previewFile = services[0] ?? "";
  const previewEdit = `/admin/content/edit/${previewFile}`;
  const previewCsrf = await csrfOf(a.origin, previewEdit, cookie);
  const drawTimes: number[] = [];
  let coldDraw = 0;
  for (let pause = 0; pause <= previewDraws; pause++) {
    const fields = parse(published(previewFile)) as { hero: { description: string } };
    const marker = `Typed ${pause} words.`;
    fields.hero.description = `${fields.hero.description} ${marker}`;
    const started = performance.now();
    const drawn = await post(
      a.origin,
      `/admin/content/draw/${previewFile}`,
      { csrf: previewCsrf, data: JSON.stringify(fields) },
      { cookie },
    );
    const answer = (await drawn.json()) as { ok: boolean; html?: string };
    if (!answer.ok || !answer.html?.includes(marker)) {
      throw new Error(`The preview did not draw the words typed (${drawn.status})`);
    }
    const ms = performance.now() - started;
    if (pause === 0) coldDraw = ms;
    else drawTimes.push(ms);
  }

  const times: Record<string, number[]> = { one: [], fact: [], ten: [] };
  for (let run = 1; run <= runs; run++) {
    const one = sentence(services[0] ?? "", `run-${run}`);
    times.one?.push(await publish([one.change], [one.check]));
    const fact = phone(String(1000 + run));
    times.fact?.push(await publish([fact.change], [fact.check]));
    const ten = services.slice(1, 11).map((file) => sentence(file, `ten-${run}`));
    times.ten?.push(
      await publish(
        ten.map((item) => item.change),
        ten.map((item) => item.check),
      ),
    );
    console.log(
      `run ${run}: one entry ${times.one?.at(-1)} s, the phone ${times.fact?.at(-1)} s, ten entries ${times.ten?.at(-1)} s`,
    );
  }
  const median = (list: number[]) => {
    const sorted = [...list].sort((x, y) => x - y);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  console.log(
    `\nThe live preview, ${previewDraws} pauses in the typing of a service's sentence (the form sends ${DRAW_AFTER_MS} ms after the last key):`,
  );
  console.log("| preview | median (ms) | worst (ms) |\n|---|---|---|");
  console.log(
    `| the server's answer | ${median(drawTimes).toFixed(0)} | ${Math.max(...drawTimes).toFixed(0)} |`,
  );
  console.log(
    `| from the last key to the page drawn | ${(median(drawTimes) + DRAW_AFTER_MS).toFixed(0)} | ${(Math.max(...drawTimes) + DRAW_AFTER_MS).toFixed(0)} |`,
  );
  console.log(`| the first page of a new process (once per publish) | ${coldDraw.toFixed(0)} | |`);
  console.log(
    `\nFrom Publish until the change is served by both app servers and nginx (PostgreSQL), ${runs} runs:`,
  );
  console.log("| publish | median (s) | worst (s) |\n|---|---|---|");
  for (const [label, list] of [
    ["one entry (a service's sentence)", times.one ?? []],
    ["a fact on every page (the phone number)", times.fact ?? []],
    ["ten entries at once", times.ten ?? []],
  ] as const) {
    console.log(`| ${label} | ${median(list).toFixed(1)} | ${Math.max(...list).toFixed(1)} |`);
  }

  // Where the time went, as each publish's server logged it.
  const steps = [a, b].flatMap((server) =>
    server
      .output()
      .split("\n")
      .filter((line) => /^Publish \d+: /.test(line)),
  );
  console.log(`\nThe publishes' steps, in seconds from their start:\n${steps.join("\n")}`);
  // How long each server took to serve each new release, once it was live.
  const turns = [a, b].map((server) =>
    [...server.output().matchAll(/^Serving the release published in .* \((\d+) ms\)$/gm)].map(
      (found) => Number(found[1]),
    ),
  );
  console.log(
    `Each server's turn to the new release (ms): ${turns.map((list) => list.join(", ")).join(" | ")}`,
  );

  if (memoryPublishes > 0) {
    console.log(
      `\nMemory of each app server (MB, all its processes) over ${memoryPublishes} publishes:`,
    );
    console.log("| publishes | server A | server B |\n|---|---|---|");
    console.log(
      `| 0 | ${treeMemory(a.child.pid ?? 0).toFixed(0)} | ${treeMemory(b.child.pid ?? 0).toFixed(0)} |`,
    );
    for (let count = 1; count <= memoryPublishes; count++) {
      const one = sentence(services[0] ?? "", `memory-${count}`);
      await publish([one.change], [one.check]);
      if (count % 10 === 0) {
        // The process that gave way has had its moment to end.
        await sleep(3000);
        console.log(
          `| ${count} | ${treeMemory(a.child.pid ?? 0).toFixed(0)} | ${treeMemory(b.child.pid ?? 0).toFixed(0)} |`,
        );
      }
    }
  }
} finally {
  nginx.stop();
  await Promise.all([a.stop(), b.stop()]);
  postgres.stop();
}
