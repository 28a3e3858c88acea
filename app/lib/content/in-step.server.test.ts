import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { frenchToUpdate } from "./in-step.server";
import { SiteRepo } from "./site-repo.server";

const EN = "en/faqs/pricing/are-your-quotes-fixed.yaml";
const FR = "fr/faqs/pricing/are-your-quotes-fixed.yaml";
const english = {
  question: "Are your quotes fixed?",
  answer: "Yes, for the scope we agree.",
  order: 1,
};
const french = { question: "Vos prix sont-ils fixes?", answer: "Oui, pour la portée convenue." };
const author = { name: "Camille Roy", email: "camille@maplestack.ca" };

describe("French kept in step with its English twin", () => {
  let dir: string;
  let repo: SiteRepo;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "in-step-"));
    const seed = path.join(dir, "seed");
    for (const [file, fields] of [
      [EN, english],
      [FR, french],
    ] as const) {
      await mkdir(path.dirname(path.join(seed, file)), { recursive: true });
      await writeFile(path.join(seed, file), stringify(fields));
    }
    repo = new SiteRepo(path.join(dir, "site"));
    await repo.ensure(seed);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("flags the French when its English answer is published again, and clears it when the French is", async () => {
    expect(await frenchToUpdate(repo)).toEqual([]);
    const answer = "Yes: the price in the proposal is the price on the invoice.";
    await repo.commit([{ file: EN, body: stringify({ ...english, answer }) }], author, "FAQ");
    expect(await frenchToUpdate(repo)).toEqual([
      {
        french: FR,
        english: EN,
        changes: [{ field: "Answer", before: english.answer, after: answer }],
      },
    ]);
    const updated = {
      ...french,
      answer: "Oui : le prix de la proposition est celui de la facture.",
    };
    await repo.commit([{ file: FR, body: stringify(updated) }], author, "FAQ en français");
    expect(await frenchToUpdate(repo)).toEqual([]);
  });

  it("does not flag a change to what the French takes from the English as it is", async () => {
    await repo.commit([{ file: EN, body: stringify({ ...english, order: 4 }) }], author, "Order");
    expect(await frenchToUpdate(repo)).toEqual([]);
  });

  it("counts both published together as in step", async () => {
    await repo.commit(
      [
        { file: EN, body: stringify({ ...english, question: "Is a quote a promise?" }) },
        {
          file: FR,
          body: stringify({ ...french, question: "Une soumission est-elle un engagement?" }),
        },
      ],
      author,
      "Both",
    );
    expect(await frenchToUpdate(repo)).toEqual([]);
  });
});
