// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faultsIn, siteFaults } from "./site-check.server";

/**
 * The whole site's content as the build loads it, with drafts laid over the shipped files: a
 * draft that takes another page's address, or that no folder of the site can hold, is found
 * before it is saved; one that the build takes is not refused.
 */
const shipped = (file: string) => readFileSync(`content/${file}`, "utf8");
const check = (drafts: { file: string; body: string }[]) => siteFaults("content", drafts);

describe("the whole site's check", { timeout: 60_000 }, () => {
  it("finds nothing in the shipped content, nor in a draft the build takes", async () => {
    const body = shipped("fr/services/web/copywriting.yaml").replace(
      /^slug: .*$/m,
      "slug: redaction-web-efficace",
    );
    expect(await check([])).toEqual([]);
    expect(await check([{ file: "fr/services/web/copywriting.yaml", body }])).toEqual([]);
  });

  it("refuses a French service given a sibling's French address, naming the entry that holds it", async () => {
    const body = shipped("fr/services/web/website-maintenance.yaml").replace(
      /^slug: .*$/m,
      "slug: redaction-web",
    );
    const faults = await check([{ file: "fr/services/web/website-maintenance.yaml", body }]);
    expect(faults).toContainEqual({
      file: "fr/services/web/website-maintenance.yaml",
      field: "slug",
      message: expect.stringContaining(
        '"redaction-web" is also the address of content/fr/services/web/copywriting.yaml',
      ),
    });
  });

  it("refuses a case study written into another category's folder with a taken address", async () => {
    const body = shipped("en/work/case-studies/web/copywriting-cedar-ridge-law.yaml");
    const faults = await check([
      { file: "en/work/case-studies/branding/copywriting-cedar-ridge-law.yaml", body },
    ]);
    expect(faults.map((fault) => fault.file)).toContain(
      "en/work/case-studies/branding/copywriting-cedar-ridge-law.yaml",
    );
    expect(faults.map((fault) => fault.message).join("\n")).toContain(
      '"copywriting-cedar-ridge-law" is also the address of content/en/work/case-studies/web/copywriting-cedar-ridge-law.yaml',
    );
  });

  it("refuses a French article address that is reserved or another article's", async () => {
    const file = "fr/insights/casl-for-your-newsletter.md";
    const reserved = shipped(file).replace(/^slug: .*$/m, "slug: rss");
    const [fault] = await check([{ file, body: reserved }]);
    expect(fault).toMatchObject({ file, field: "slug" });
    expect(fault?.message).toContain("rss");

    const taken = shipped(file).replace(
      /^slug: .*$/m,
      "slug: un-premier-agent-conversationnel-sans-risque",
    );
    expect(await check([{ file, body: taken }])).toContainEqual({
      file,
      field: "slug",
      message: expect.stringContaining(
        "is also the address of content/fr/insights/a-first-ai-chatbot-without-the-risk.md",
      ),
    });
  });
});

describe("the faults of the build's output", () => {
  it("names the file and the field of each", () => {
    const output = [
      "build started ...",
      "... error ContentError: content/fr/insights/x.md: slug: not rss",
      "... error ContentError: content/en/work/projects/y.yaml:",
      "  - services.0: web/nothing is not a service of content/en/services",
      '  - the file\'s name: "y" is also the address of a case study',
      "... error Error: the facts are missing",
      "... finished build of 33 collections",
    ].join("\n");
    expect(faultsIn(output)).toEqual([
      { file: "fr/insights/x.md", field: "slug", message: "not rss" },
      {
        file: "en/work/projects/y.yaml",
        field: "services.0",
        message: "web/nothing is not a service of content/en/services",
      },
      {
        file: "en/work/projects/y.yaml",
        field: null,
        message: 'the file\'s name: "y" is also the address of a case study',
      },
      { file: null, field: null, message: "the facts are missing" },
    ]);
  });
});
