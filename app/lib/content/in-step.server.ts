/**
 * French kept in step with English. A French file was written against the English version that
 * was live when it was last published (the content repository's history records both). When the
 * English words published since differ, in the fields the French file translates, the French
 * needs updating: the team sees the English changes beside it until the French is published
 * again.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type FieldChange, fieldChanges, parsedEntry } from "./field-diff";
import type { SiteRepo } from "./site-repo.server";

export type OutOfStep = {
  /** `fr/faqs/pricing/are-your-quotes-fixed.yaml` */
  french: string;
  english: string;
  /** The English changes since the French was written, in the fields the French translates. */
  changes: FieldChange[];
};

const read = (file: string) =>
  readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });

/**
 * The answer for the content's last commit: the published files change only by a commit, so the
 * Content page and each entry's form (asked again every two seconds while a publish runs) read
 * the history once per publish.
 */
const known = new Map<string, { head: string; found: Promise<OutOfStep[]> }>();

/** Every French file whose English words changed after it was last published. */
export async function frenchToUpdate(repo: SiteRepo): Promise<OutOfStep[]> {
  const head = await repo.head();
  const cached = known.get(repo.dir);
  if (cached?.head === head) return cached.found;
  const found = compare(repo);
  known.set(repo.dir, { head, found });
  found.catch(() => known.delete(repo.dir));
  return found;
}

async function compare(repo: SiteRepo): Promise<OutOfStep[]> {
  const found: OutOfStep[] = [];
  for (const { french, english, since } of await repo.frenchBehind()) {
    const [was, now, words] = await Promise.all([
      repo.show(since, english),
      read(path.join(repo.contentDir, english)),
      read(path.join(repo.contentDir, french)),
    ]);
    if (now === null || words === null) continue;
    const changes = fieldChanges(
      parsedEntry(was, english),
      parsedEntry(now, english),
      parsedEntry(words, french),
    );
    if (changes.length > 0) found.push({ french, english, changes });
  }
  return found;
}
