import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { createAccount, csrfOf, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer, tempDataDir } from "./server-process";

const port = Number(process.env.E2E_PORT ?? 4173) + 380;

/**
 * A server stopped while it builds (a deploy's SIGTERM, or a crash) and started again: the
 * publish it was building is marked failed with the reason, its lock and its
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

/** Starts a publish as its button does, and waits until its build runs. */
async function startBuilding() {
  const where = "/admin/content";
  const csrf = await csrfOf(server.origin, where, cookie);
  // The Content page's form sends the drafts ticked: here, the editor's one.
  const fields: Record<string, string> = { csrf, intent: "publish", file: SERVICE };
  const started = await post(server.origin, where, fields, { cookie });
  expect(started.status).toBe(200);
  const work = path.join(siteDir, "work");
  await expect.poll(() => buildersIn(work).length, { timeout: 30_000 }).toBeGreaterThan(0);
  // Well into it: a publish renders every page again (the title is in every page's menu).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(buildersIn(work).length).toBeGreaterThan(0);
  return work;
}

async function signedIn(page: Page) {
  const [name = "", value = ""] = cookie.split("=");
  await page.context().addCookies([{ name, value, url: server.origin }]);
}

const LOCK = path.join(siteDir, "publish.lock");

test("a publish stopped by a deploy's SIGTERM is failed with its reason, and publishing works again at once @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = await startBuilding();
  await server.stop();
  // The stopping server stopped its build: nothing builds into a folder no one will read.
  expect(buildersIn(work)).toEqual([]);
  server = await startServer(port, {}, dataDir);
  expect(existsSync(LOCK)).toBe(false);
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
  const work = await startBuilding();
  await server.kill();
  // A crash stops nothing: the build it had started goes on, orphaned.
  expect(buildersIn(work).length).toBeGreaterThan(0);
  server = await startServer(port, {}, dataDir);
  await expect.poll(() => buildersIn(work), { timeout: 10_000 }).toEqual([]);
  expect(existsSync(LOCK)).toBe(false);
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
