/**
 * The published words and their history: a git repository in SITE_DIR/repo whose `content/`
 * folder is the site's content as it is live. Each publish is one commit, authored by the person
 * who published, naming the entries; an entry's history and any earlier version are read from
 * it. The repository starts, on first use, from the content the site was built with.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The back office commits as itself; the person is the commit's author. */
const COMMITTER = ["-c", "user.name=Maplestack back office", "-c", "user.email=site@maplestack.ca"];

export type Author = { name: string; email: string };

export class SiteRepo {
  readonly dir: string;
  readonly contentDir: string;

  constructor(siteDir: string) {
    this.dir = path.join(siteDir, "repo");
    this.contentDir = path.join(this.dir, "content");
  }

  private git(args: string[], options: { input?: string } = {}) {
    return run("git", ["-C", this.dir, ...COMMITTER, ...args], {
      maxBuffer: 64 * 1024 * 1024,
      encoding: "utf8",
      ...options,
    }).then((result) => result.stdout);
  }

  /**
   * The repository, made on first use from `seed` (the content the site was built with). Two
   * servers starting together race on one rename: the loser's copy is dropped.
   */
  async ensure(seed: string): Promise<void> {
    try {
      await this.git(["rev-parse", "--verify", "HEAD"]);
      return;
    } catch {
      // Not there yet (or not a repository): made below.
    }
    const parent = path.dirname(this.dir);
    await mkdir(parent, { recursive: true });
    const temp = await mkdtemp(path.join(parent, ".repo-"));
    try {
      await cp(seed, path.join(temp, "content"), { recursive: true });
      const git = (args: string[]) => run("git", ["-C", temp, ...COMMITTER, ...args]);
      await git(["init", "--quiet", "--initial-branch=main"]);
      await git(["add", "content"]);
      await git(["commit", "--quiet", "-m", "The site's content as it was shipped"]);
      await rename(temp, this.dir);
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      // Another server made it first: theirs is as good.
      await this.git(["rev-parse", "--verify", "HEAD"]).catch(() => {
        throw error;
      });
    }
  }

  /** The commit the live content is at. */
  head(): Promise<string> {
    return this.git(["rev-parse", "HEAD"]).then((out) => out.trim());
  }

  /**
   * Writes the files (paths under content/) and commits them as one change by `author`; the
   * new commit's id, or null if nothing changed.
   */
  async commit(
    files: readonly { file: string; body: string | Buffer | null }[],
    author: Author,
    message: string,
  ): Promise<string | null> {
    for (const { file, body } of files) {
      const target = path.join(this.contentDir, file);
      if (body === null) {
        await rm(target, { force: true });
      } else {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, body);
      }
    }
    await this.git(["add", "--all", "content"]);
    const staged = await this.git(["diff", "--cached", "--name-only"]);
    if (!staged.trim()) return null;
    const who = `${author.name.replace(/[<>\n]/g, "")} <${author.email.replace(/[<>\n]/g, "")}>`;
    await this.git(["commit", "--quiet", "--author", who, "-m", message]);
    return this.head();
  }

  /** The publishes that changed a file, newest first. */
  async history(file: string, limit = 50) {
    const out = await this.git([
      "log",
      `-${limit}`,
      "--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%s",
      "--",
      `content/${file}`,
    ]);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [commit = "", name = "", email = "", at = "", subject = ""] = line.split("\x1f");
        return { commit, name, email, at, subject };
      });
  }

  /**
   * The French files whose English twin was published again after them: for each, the commit
   * the French was last published in (the English version it was written against) and the
   * English file's. The caller decides whether the English change touched the words.
   */
  async frenchBehind(): Promise<{ french: string; english: string; since: string }[]> {
    const out = await this.git([
      "log",
      "--no-renames",
      "--format=%x1e%H",
      "--name-only",
      "--",
      "content",
    ]);
    // Newest first: the first commit a file is named in is its last publish.
    const last = new Map<string, { commit: string; order: number }>();
    out
      .split("\x1e")
      .filter(Boolean)
      .forEach((block, order) => {
        const [commit = "", ...files] = block.split("\n").filter(Boolean);
        for (const file of files) {
          const name = file.replace(/^content\//, "");
          if (!last.has(name)) last.set(name, { commit, order });
        }
      });
    const behind: { french: string; english: string; since: string }[] = [];
    for (const [french, at] of last) {
      if (!french.startsWith("fr/")) continue;
      const english = `en/${french.slice(3)}`;
      const twin = last.get(english);
      if (twin && twin.order < at.order) behind.push({ french, english, since: at.commit });
    }
    return behind.sort((a, b) => a.french.localeCompare(b.french));
  }

  /**
   * A file's text at a commit (or, with `before`, as it was just before that commit), or null
   * if it did not exist then.
   */
  async show(commit: string, file: string, { before = false } = {}): Promise<string | null> {
    if (!/^[0-9a-f]{40}$/.test(commit)) return null;
    try {
      return await this.git(["show", `${commit}${before ? "^" : ""}:content/${file}`]);
    } catch {
      return null;
    }
  }
}
