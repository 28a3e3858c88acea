/**
 * What a publish checks on the pages its drafts change, once they are built and before they go
 * live: the proofing of `npm run proof` (Grammalecte and Hunspell, the project's word lists and
 * allowances) and the first window, the ten TCP segments a phone receives before it must answer
 * (RFC 6928): a page larger than that shows a round trip later. The schemas and links were
 * checked at each save and would have stopped the build; these are warnings, which the editor
 * reads and may accept.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { readEntry } from "~/content/entry-file";
import { fileRef } from "./drafts.server";
import { pageOf } from "./page-of";
import { STOPPED_DURING_BUILD, serverStopping, trackGroup } from "./run-lock.server";

/**
 * The proofing of a few pages takes seconds; one that has not answered in this long is stopped
 * (a hung dictionary would otherwise hold the publish's lock), and says so as a warning.
 */
export const PROOFING_DEADLINE_MS = 5 * 60 * 1000;

/** Ten segments of 1,460 bytes, response headers included. */
export const FIRST_WINDOW = 10 * 1460;
/** A page's response headers, the Content-Security-Policy with its hashes included (measured). */
const HEADERS = 1000;

/**
 * The public pages the drafts change, one per draft (a fact's page is the home page); `fieldsOf`
 * reads a file of the build's content, for an entry whose page is named by its fields.
 */
export function pagesOf(
  files: readonly string[],
  fieldsOf: (file: string) => Record<string, unknown> | null = () => null,
): string[] {
  const pages = files.flatMap((file) => {
    const ref = fileRef(file);
    return ref ? [pageOf(ref, fieldsOf(file))] : [];
  });
  return [...new Set(pages)].sort();
}

type Finding = { tool: string; text: string; message: string; context: string; pages: string[] };

/** `npm run proof` over these pages of the build in `work`; its findings, or why it could not. */
function proofread(work: string, pages: readonly string[], deadlineMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "nice",
      ["-n", "10", process.execPath, "scripts/proof.mjs", "--json", "--pages", pages.join(",")],
      // Its own process group, so that the deadline stops the tools it runs too.
      { cwd: work, stdio: ["ignore", "pipe", "pipe"], detached: true },
    );
    const forget = child.pid ? trackGroup(child.pid) : () => false;
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Ended meanwhile.
      }
    }, deadlineMs);
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    });
    child.on("error", () => {
      clearTimeout(timer);
      forget();
      resolve(["The proofing could not run on this server."]);
    });
    child.on("close", () => {
      clearTimeout(timer);
      forget();
      // Stopped with the server: the publish failed, it was not checked and found wanting.
      if (serverStopping()) {
        reject(new Error(STOPPED_DURING_BUILD));
        return;
      }
      if (late) {
        resolve([
          `The proofing did not finish within ${Math.round(deadlineMs / 1000)} s and was stopped: the pages were not proofread.`,
        ]);
        return;
      }
      try {
        const { findings } = JSON.parse(out) as { findings: Finding[] };
        resolve(
          findings.map(
            (finding) =>
              `${finding.tool}: “${finding.text}”, ${finding.message} (…${finding.context.trim()}…), on ${finding.pages.join(", ")}`,
          ),
        );
      } catch {
        const lines = err.trim().split("\n");
        const why = lines.find((line) => /Error|missing/.test(line)) ?? lines.at(-1) ?? "no answer";
        // A machine without the tools (a developer's): said in the server's log, not a warning.
        if (why.includes("is missing")) {
          console.warn(`Publish checks: ${why}`);
          resolve([]);
        } else resolve([`The proofing could not run: ${why}`]);
      }
    });
  });
}

/** The pages of the build in `work` whose document does not fit the first window. */
export async function overTheWindow(work: string, pages: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const page of pages) {
    const file = path.join(work, "build", "client", page, "index.html.br");
    const size = (await stat(file).catch(() => null))?.size;
    if (size === undefined || size + HEADERS <= FIRST_WINDOW) continue;
    found.push(
      `First window: ${page} is ${((size + HEADERS) / 1000).toFixed(1)} kB compressed with its headers, over the ${(FIRST_WINDOW / 1000).toFixed(1)} kB a phone receives at once; it will show a round trip later. Shorten its text or lists.`,
    );
  }
  return found;
}

/** The warnings of the checks, for the pages the drafts change, on the build in `work`. */
export async function checkBuild(
  work: string,
  files: readonly string[],
  { proofingDeadlineMs = PROOFING_DEADLINE_MS } = {},
): Promise<string[]> {
  const pages = pagesOf(files, (file) => {
    try {
      return readEntry(readFileSync(path.join(work, "content", file), "utf8"), file);
    } catch {
      return null;
    }
  });
  if (pages.length === 0) return [];
  const [proofing, window] = await Promise.all([
    proofread(work, pages, proofingDeadlineMs),
    overTheWindow(work, pages),
  ]);
  return [...proofing, ...window];
}
