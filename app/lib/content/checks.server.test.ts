// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkBuild, FIRST_WINDOW, overTheWindow, pagesOf } from "./checks.server";

describe("the checks a publish runs on its pages", () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), "checks-"));
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it("names the public page of each draft, in its language, once", () => {
    expect(
      pagesOf([
        "en/services/web/copywriting.yaml",
        "fr/services/web/copywriting.yaml",
        "en/work/case-studies/software/api-kelowna-physio-reporting.yaml",
        "fr/work/case-studies/software/api-kelowna-physio-reporting.yaml",
        "en/services/web/copywriting.yaml",
        "media/0123456789abcdef0123.webp",
      ]),
    ).toEqual([
      "/case-studies/api-kelowna-physio-reporting",
      "/fr/etudes-de-cas/integration-api-kelowna-physio-reporting",
      "/fr/services/web/redaction-web",
      "/services/web/copywriting",
    ]);
  });

  it("warns of a page whose compressed document and headers pass the first window", async () => {
    const page = async (address: string, bytes: number) => {
      const folder = path.join(work, "build", "client", address);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "index.html.br"), Buffer.alloc(bytes));
    };
    await page("/services/web/seo", FIRST_WINDOW - 2000);
    await page("/services/web/copywriting", FIRST_WINDOW);
    const warnings = await overTheWindow(work, [
      "/services/web/seo",
      "/services/web/copywriting",
      "/not-built",
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^First window: \/services\/web\/copywriting is 15\.6 kB/);
  });

  it("stops a proofing that hangs at its deadline, with the tools it started, and says so", async () => {
    // A proofing whose dictionary never answers: it and the process it started run for ever.
    await mkdir(path.join(work, "scripts"), { recursive: true });
    await writeFile(
      path.join(work, "scripts", "proof.mjs"),
      `import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
const tool = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
writeFileSync("tool.pid", String(tool.pid));
setInterval(() => {}, 1000);
`,
    );
    const started = Date.now();
    const warnings = await checkBuild(work, ["en/services/web/copywriting.yaml"], {
      proofingDeadlineMs: 1500,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(warnings).toEqual([
      "The proofing did not finish within 2 s and was stopped: the pages were not proofread.",
    ]);
    const { readFile } = await import("node:fs/promises");
    const tool = Number(await readFile(path.join(work, "tool.pid"), "utf8"));
    // Ended within a second of the kill: no such process, or one that only waits to be reaped.
    // A SIGKILL is delivered asynchronously, so the process may still be exiting for a moment.
    const ended = async () => {
      const state = await readFile(`/proc/${tool}/stat`, "utf8").catch(() => "gone");
      return state === "gone" || / [ZX] /.test(state);
    };
    const until = Date.now() + 1000;
    while (!(await ended()) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(await ended()).toBe(true);
  });
});
