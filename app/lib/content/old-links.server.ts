/**
 * The entries whose links still name an old address of a page (a redirect's source), and their
 * links rewritten to the page's address as drafts: the link works through the redirect, but the
 * content should name the page itself (docs/decisions/0033).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { readEntry } from "~/content/entry-file";
import type { Staff } from "../admin/auth.server";
import { type Drafts, fileRef } from "./drafts.server";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A link to `address` or to a page under it, as a field's value or a Markdown link writes it:
 * after a quote, a parenthesis, a colon or a space, before the end of the address.
 */
const linkTo = (address: string) =>
  new RegExp(`(?<=["'(\\s:]|^)${escaped(address)}(?=[/"')#?\\s]|$)`, "gm");

/** Each entry's current text (its draft, else its published file), by file. */
async function currentTexts(drafts: Drafts, contentDir: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const files = (await readdir(contentDir, { recursive: true })).filter(
    (file) => /\.(ya?ml|md)$/.test(file) && !file.startsWith("."),
  );
  for (const file of files) {
    if (fileRef(file)) texts.set(file, await readFile(path.join(contentDir, file), "utf8"));
  }
  for (const draft of await drafts.all()) texts.set(draft.file, draft.body);
  return texts;
}

/** The entries, but `except`, whose links name one of the old addresses, with those addresses. */
export async function entriesLinkingTo(
  drafts: Drafts,
  contentDir: string,
  addresses: readonly string[],
  except: string,
): Promise<Array<{ file: string; addresses: string[] }>> {
  if (addresses.length === 0) return [];
  const found: Array<{ file: string; addresses: string[] }> = [];
  for (const [file, text] of await currentTexts(drafts, contentDir)) {
    if (file === except) continue;
    const named = addresses.filter((address) => linkTo(address).test(text));
    if (named.length > 0) found.push({ file, addresses: named });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Each of `files` saved as a draft with its links to the old addresses leading to `to`, checked
 * as any save is; the files whose save was refused (a colleague's draft changed meanwhile, a
 * fault) are named.
 */
export async function rewriteLinks(
  drafts: Drafts,
  actor: Staff,
  files: readonly string[],
  from: readonly string[],
  to: string,
): Promise<{ rewritten: string[]; refused: string[] }> {
  const rewritten: string[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const ref = fileRef(file);
    const { text, version } = await drafts.current(file);
    if (!ref || text === null) continue;
    const next = from.reduce((body, address) => body.replace(linkTo(address), to), text);
    if (next === text) continue;
    const result = await drafts.save(actor, ref, readEntry(next, file), version, {
      action: "saved a draft",
      detail: `${file}: links to ${from.join(", ")} lead to ${to}`,
    });
    (result.ok ? rewritten : refused).push(file);
  }
  return { rewritten, refused };
}
