// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIRST_WINDOW, overTheWindow, pagesOf } from "./checks.server";

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
});
