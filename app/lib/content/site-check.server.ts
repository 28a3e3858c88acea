/**
 * The build's own checks of the whole site's content, run with drafts in place: what a save
 * keeps and what a publish builds is first loaded as the build loads it (content-collections,
 * with every schema, twin rule and rule between entries: an address held twice, an author who is
 * not on the team, a case study in a folder that is no category), in a folder of its own beside
 * the published content. A draft that would stop the build is refused at its save, named with
 * the entry and the field, instead of stopping every colleague's publish later.
 *
 * It takes about three seconds on two cores: the project's cache of rendered articles is copied
 * in, so only the entries that changed are rendered again.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyTree } from "./copy-tree.server";

/** What the check reads of the project besides the content. */
const SOURCES = ["content-collections.ts", "package.json", "tsconfig.json"];
const LINKED = ["app", "node_modules"];
/** A check that has not ended in this long is stopped, and the save refused with that reason. */
const DEADLINE_MS = 60_000;

export type SiteFault = {
  /** The content file the fault names (`en/services/web/seo.yaml`), when it names one. */
  file: string | null;
  /** The field, when the fault names one of the file's fields. */
  field: string | null;
  message: string;
};

/**
 * The content a check compiled and passed, by what it was made of: a publish of the drafts the
 * last save checked (one editor's draft, most often) takes them instead of compiling again.
 * The last few are kept, in this host's temporary folder.
 */
const COMPILED = path.join(tmpdir(), "maplestack-compiled");
const COMPILED_KEPT = 4;

/** What a compilation is made of: the code that compiles, the content, and the drafts over it. */
async function compiledKey(
  contentDir: string,
  drafts: readonly { file: string; body: string | Buffer }[],
  projectDir: string,
): Promise<string> {
  const hash = createHash("sha256");
  hash.update(await readFile(path.join(projectDir, "build", "code-id")).catch(() => "none"));
  const files = (await readdir(contentDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)))
    .sort();
  const over = new Map(drafts.map((draft) => [draft.file, draft.body]));
  for (const file of new Set([...files, ...over.keys()].sort())) {
    const body = over.get(file) ?? (await readFile(path.join(contentDir, file)));
    hash.update(`${file}\0`).update(body).update("\0");
  }
  return hash.digest("hex").slice(0, 24);
}

/** Keeps a passed compilation's generated modules; the oldest beyond the last few go. */
async function keepCompiled(generated: string, key: string) {
  await mkdir(COMPILED, { recursive: true });
  const target = path.join(COMPILED, key);
  const next = `${target}.${process.pid}.${Date.now()}`;
  await copyTree(generated, next);
  await rm(target, { recursive: true, force: true });
  await rename(next, target).catch(() => rm(next, { recursive: true, force: true }));
  const kept = await Promise.all(
    (await readdir(COMPILED)).map(async (name) => ({
      name,
      at: (await stat(path.join(COMPILED, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  kept.sort((a, b) => b.at - a.at);
  for (const { name } of kept.slice(COMPILED_KEPT)) {
    await rm(path.join(COMPILED, name), { recursive: true, force: true });
  }
}

/**
 * The faults the build would find in the published content with `drafts` laid over it (each a
 * file of content/ and its whole text), or none.
 */
export async function siteFaults(
  contentDir: string,
  drafts: readonly { file: string; body: string | Buffer }[],
  projectDir = process.cwd(),
  /** Where to keep content-collections' generated modules when the check passes (a publish's). */
  { generatedTo }: { generatedTo?: string } = {},
): Promise<SiteFault[]> {
  const key = await compiledKey(contentDir, drafts, projectDir);
  const compiled = path.join(COMPILED, key);
  if (generatedTo && (await stat(path.join(compiled, "index.js")).catch(() => null))) {
    await rm(generatedTo, { recursive: true, force: true });
    await mkdir(path.dirname(generatedTo), { recursive: true });
    await copyTree(compiled, generatedTo);
    return [];
  }
  const folder = await mkdtemp(path.join(tmpdir(), "maplestack-site-check-"));
  try {
    for (const source of SOURCES)
      await cp(path.join(projectDir, source), path.join(folder, source));
    for (const linked of LINKED)
      await symlink(path.join(projectDir, linked), path.join(folder, linked));
    await copyTree(contentDir, path.join(folder, "content"));
    await copyTree(
      path.join(projectDir, ".content-collections", "cache"),
      path.join(folder, ".content-collections", "cache"),
    ).catch(() => {});
    for (const draft of drafts) {
      const target = path.join(folder, "content", draft.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, draft.body);
    }
    const { code, output } = await run(folder);
    if (code === 0) {
      const generated = path.join(folder, ".content-collections", "generated");
      await keepCompiled(generated, key).catch(() => {});
      if (generatedTo) {
        await rm(generatedTo, { recursive: true, force: true });
        await mkdir(path.dirname(generatedTo), { recursive: true });
        await copyTree(generated, generatedTo);
      }
      return [];
    }
    const found = faultsIn(output);
    // A service whose page was refused is also reported missing by the menus' list: said once.
    const faults = found.filter(
      (fault) =>
        fault.message !== "no page was loaded" ||
        !found.some((other) => other !== fault && other.file === fault.file),
    );
    return faults.length > 0
      ? faults
      : [
          {
            file: null,
            field: null,
            message: `The site could not be checked: ${output.slice(-500)}`,
          },
        ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function run(folder: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join("node_modules", "@content-collections", "cli", "dist", "index.js"), "build"],
      {
        cwd: folder,
        env: { ...process.env, CONTENT_DIR: "content" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-32_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), DEADLINE_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: 1, output: error.message });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({
        code,
        output: code === null ? "the check did not end within a minute" : output,
      });
    });
  });
}

/**
 * The faults of content-collections' output: each `... error <Name>: <message>` up to the next
 * line it writes, one fault per file and field it names (`content/fr/x.yaml: slug: …`, or a
 * file followed by `  - field: message` lines).
 */
export function faultsIn(output: string): SiteFault[] {
  const faults: SiteFault[] = [];
  const blocks = output.split(/^\.\.\. /m).filter((block) => block.startsWith("error "));
  for (const block of blocks) {
    const text = block.replace(/^error (?:[A-Za-z]*Error: )?/, "").trim();
    const [first = "", ...rest] = text.split("\n");
    const head = /^(?:content\/)?((?:en|fr)\/[^\s:]+):\s*(.*)$/.exec(first.trim());
    const file = head?.[1] ?? null;
    const lines = [
      head ? (head[2] ?? "") : first,
      ...rest.map((line) => line.replace(/^\s*- /, "")),
    ]
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !/^at /.test(line));
    for (const line of lines) {
      const field = /^([A-Za-z][\w.]*):\s+(.+)$/.exec(line);
      faults.push({
        file,
        field: field && file ? (field[1] ?? null) : null,
        message: (field && file ? field[2] : line) ?? line,
      });
    }
  }
  return faults;
}
