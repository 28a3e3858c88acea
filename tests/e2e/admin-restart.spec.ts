import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { createAccount, csrfOf, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer, tempDataDir } from "./server-process";
import { readStore } from "./store";

const port = Number(process.env.E2E_PORT ?? 4173) + 380;

/**
 * A server stopped while it builds (a deploy's SIGTERM, or a crash) and started again: the
 * publish or the preview it was building is marked failed with the reason, its lock and its
 * folder are gone, nothing it started still runs, and the buttons work again at once.
 */
const EDITOR = "editor@maplestack.ca";
const SERVICE = "en/services/web/copywriting.yaml";
const EDIT = `/admin/content/edit/${SERVICE}`;

let server: ServerProcess;
let cookie = "";
const dataDir = tempDataDir("restart");
const siteDir = path.join(dataDir, "site");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer(port, {}, dataDir);
  await setPassword(server.origin, createAccount(server, EDITOR, { role: "editor" }));
  cookie = (await signIn(server.origin, EDITOR)).cookie ?? "";
  // One draft: the service's title changed.
  const file = `content/${SERVICE}`;
  const version = `p${createHash("sha256").update(readFileSync(file)).digest("hex")}`;
  const fields = parseYaml(readFileSync(file, "utf8")) as { hero: { title: { text: string } } };
  fields.hero.title.text = "Copy that makes clients";
  const csrf = await csrfOf(server.origin, EDIT, cookie);
  const saved = await post(
    server.origin,
    EDIT,
    { csrf, intent: "save", version, data: JSON.stringify(fields) },
    { cookie },
  );
  expect(saved.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The processes building in a folder under `folder` (found by their working directory). */
function buildersIn(folder: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const state = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (/^\d+ \(.*\) Z /.test(state)) continue;
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(folder)) found.push(Number(pid));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

/** Starts a publish (or a preview) as its button does, and waits until its build runs. */
async function startBuilding(intent: "publish" | "preview") {
  const where = intent === "publish" ? "/admin/content" : EDIT;
  const csrf = await csrfOf(server.origin, where, cookie);
  // The Content page's form sends the drafts ticked: here, the editor's one.
  const fields: Record<string, string> = { csrf, intent };
  if (intent === "publish") fields.file = SERVICE;
  const started = await post(server.origin, where, fields, { cookie });
  expect(started.status).toBe(200);
  const work = path.join(siteDir, intent === "publish" ? "work" : "previews/work");
  await expect.poll(() => buildersIn(work).length, { timeout: 30_000 }).toBeGreaterThan(0);
  // Well into it: a publish renders every page again (the title is in every page's menu), a
  // preview's Vite is bundling.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(buildersIn(work).length).toBeGreaterThan(0);
  return work;
}

async function signedIn(page: Page) {
  const [name = "", value = ""] = cookie.split("=");
  await page.context().addCookies([{ name, value, url: server.origin }]);
}

const lockOf = (intent: "publish" | "preview") =>
  path.join(siteDir, intent === "publish" ? "publish.lock" : "previews/build.lock");

test("a publish stopped by a deploy's SIGTERM is failed with its reason, and publishing works again at once @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = await startBuilding("publish");
  await server.stop();
  // The stopping server stopped its build: nothing builds into a folder no one will read.
  expect(buildersIn(work)).toEqual([]);
  server = await startServer(port, {}, dataDir);
  expect(existsSync(lockOf("publish"))).toBe(false);
  expect(readdirSync(work)).toEqual([]);

  await signedIn(page);
  await page.goto(`${server.origin}/admin/content`);
  const publishing = page.getByRole("region", { name: "Drafts and publishing" });
  await expect(publishing.getByText(/^Failed: the live site was left as it was/)).toBeVisible();
  await publishing.getByText("What the build said").click();
  await expect(publishing).toContainText("The server stopped during the build");
  await expect(publishing.getByRole("button", { name: "Publish 1 change" })).toBeEnabled();
});

test("a publish whose server crashed is failed at the next start, its build stopped, its lock and folder gone @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = await startBuilding("publish");
  await server.kill();
  // A crash stops nothing: the build it had started goes on, orphaned.
  expect(buildersIn(work).length).toBeGreaterThan(0);
  server = await startServer(port, {}, dataDir);
  await expect.poll(() => buildersIn(work), { timeout: 10_000 }).toEqual([]);
  expect(existsSync(lockOf("publish"))).toBe(false);
  expect(readdirSync(work)).toEqual([]);

  await signedIn(page);
  await page.goto(`${server.origin}/admin/content`);
  const publishing = page.getByRole("region", { name: "Drafts and publishing" });
  await expect(publishing.getByText(/^Failed: the live site was left as it was/)).toHaveCount(2);
  await expect(publishing.getByText(/^Publishing…/)).toHaveCount(0);
  await expect(publishing.getByRole("button", { name: "Publish 1 change" })).toBeEnabled();
  // The draft is still a draft, and the entry's own Publish starts a new publish.
  await expect(publishing.getByRole("link", { name: SERVICE })).toBeVisible();
  await page.goto(`${server.origin}${EDIT}`);
  const entry = page.getByRole("region", { name: "Publish" });
  await expect(entry.getByRole("status")).toContainText("Failed: the live site was left as it was");
  await entry.getByRole("button", { name: "Publish this entry" }).click();
  await expect(entry.getByRole("status")).toContainText("Publishing…");
  await expect(entry.getByRole("button", { name: "Publish this entry" })).toBeDisabled();
  await expect.poll(() => buildersIn(work).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await server.stop();
  expect(buildersIn(work)).toEqual([]);
  server = await startServer(port, {}, dataDir);
  await page.reload();
  await expect(entry.getByRole("status")).toContainText("Failed: the live site was left as it was");
  await expect(entry.getByRole("button", { name: "Publish this entry" })).toBeEnabled();
});

test("a preview whose server crashed is failed at the next start, and the next preview starts @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = await startBuilding("preview");
  await server.kill();
  server = await startServer(port, {}, dataDir);
  await signedIn(page);
  await page.goto(`${server.origin}${EDIT}`);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("status")).toContainText("The preview could not be built");
  await expect(preview).toContainText("The server stopped during the build");
  await expect.poll(() => buildersIn(work), { timeout: 10_000 }).toEqual([]);
  expect(existsSync(lockOf("preview"))).toBe(false);
  expect(readdirSync(work)).toEqual([]);
  await preview.getByRole("button", { name: "Preview the drafts" }).click();
  await expect(preview.getByRole("status")).toContainText("Building the preview");
});

/** Waits for the preview under way to end; returns what the entry's page says of it. */
async function previewEnds(page: Page, edit: string) {
  await page.goto(`${server.origin}${edit}`);
  const status = page.getByRole("region", { name: "Preview" }).getByRole("status");
  await expect(status).not.toContainText("Building the preview", { timeout: 120_000 });
  return status;
}

test("a preview of a renamed team member draws their articles under the new name; a draft that stops the pages fails the preview with the build's words @desktop", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signedIn(page);
  const person = "en/team/amara-mensah.yaml";
  const edit = `/admin/content/edit/${person}`;
  await previewEnds(page, edit);
  // Renamed: the articles name her by her file, so every page still draws.
  const text = readFileSync(`content/${person}`, "utf8");
  const fields = parseYaml(text) as { name: string };
  fields.name = "Amara Mensah-Owusu";
  const version = `p${createHash("sha256").update(text).digest("hex")}`;
  const csrf = await csrfOf(server.origin, edit, cookie);
  const saved = await post(
    server.origin,
    edit,
    { csrf, intent: "save", version, data: JSON.stringify(fields) },
    { cookie },
  );
  expect(saved.status).toBe(200);
  await page.reload();
  await page
    .getByRole("region", { name: "Preview" })
    .getByRole("button", { name: "Preview the drafts" })
    .click();
  // Under way before the page is read again: else the last preview's link is still the one shown.
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("status")).toContainText(
    "Building the preview",
  );
  const status = await previewEnds(page, edit);
  await expect(status).toContainText("Open the preview of this page");
  const href = await status
    .getByRole("link", { name: "Open the preview of this page" })
    .getAttribute("href");
  const base = href?.match(/^\/admin\/preview\/\d+\//)?.[0] ?? "";
  const article = await fetch(`${server.origin}${base}insights/casl-for-your-newsletter`, {
    headers: { cookie },
  });
  expect(article.status).toBe(200);
  expect(await article.text()).toContain("Amara Mensah-Owusu");

  // A draft that reached the database without its save's checks (written before them): an
  // article whose author is on no team. The preview is not "ready": it says why.
  const articleFile = "en/insights/how-long-seo-takes.md";
  const body = readFileSync(`content/${articleFile}`, "utf8").replace(
    /^author: .*$/m,
    "author: nobody-on-the-team",
  );
  await readStore(
    (store) =>
      store.db
        .insertInto("content_drafts")
        .values({
          file: articleFile,
          body,
          based_on: "",
          revision: 1,
          updated_at: Date.now(),
          updated_by: EDITOR,
        })
        .execute(),
    dataDir,
  );
  await page.reload();
  await page
    .getByRole("region", { name: "Preview" })
    .getByRole("button", { name: "Preview the drafts" })
    .click();
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("status")).toContainText(
    "Building the preview",
  );
  const failed = await previewEnds(page, edit);
  await expect(failed).toContainText("The preview could not be built");
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(
    '"nobody-on-the-team" is not on the team',
  );
});
