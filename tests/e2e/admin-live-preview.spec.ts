import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { createAccount, csrfOf, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";

/**
 * The entry's page drawn beside its form as it is typed (docs/decisions/0035): beside the form
 * from 1280 px, a tab on a phone; a field that would break the page named at once; no script
 * runs in the frame; the drawing process, killed, comes back on the next pause.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 560;
const EDITOR = "editor@live-preview.test";
const SERVICE = "en/services/web/website-maintenance.yaml";
const FRENCH = "fr/services/web/website-maintenance.yaml";

let server: ServerProcess;
let cookie = "";

test.beforeAll(async () => {
  server = await startServer(base);
  await setPassword(server.origin, createAccount(server, EDITOR, { role: "editor" }));
  cookie = (await signIn(server.origin, EDITOR)).cookie ?? "";
});

test.afterAll(async () => {
  await server?.stop();
});

async function open(page: Page, file: string) {
  const [name = "", value = ""] = cookie.split("=");
  await page.context().addCookies([{ name, value, url: server.origin }]);
  await page.goto(`${server.origin}/admin/content/edit/${file}`);
  // The page hydrates on the first interaction.
  await page.mouse.move(10, 10);
}

/** The hero's title, the page's main heading. */
const heroTitle = (page: Page) => page.getByRole("textbox", { name: "Text", exact: true }).first();

const frameOf = (page: Page) =>
  page.frameLocator('iframe[title="The page as it would be published"]');

test("the page follows the typing beside the form, names a field that breaks it, and runs no script @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, SERVICE);
  const preview = page.getByRole("region", { name: "Preview", exact: true });
  await expect(preview).toBeVisible();
  // Drawn as published, then as typed: the page's heading is the hero's title.
  const heading = frameOf(page).getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const title = heroTitle(page);
  await title.fill("Maintenance that never sleeps");
  await expect(heading).toContainText("Maintenance that never sleeps", { timeout: 10_000 });
  await expect(preview.getByRole("status")).toContainText(/Drawn \d+\.\d s after the last change/);
  // Both are in view side by side: the form and the frame.
  const [form, frame] = await Promise.all([
    title.boundingBox(),
    page.locator('iframe[title="The page as it would be published"]').boundingBox(),
  ]);
  expect(form && frame && frame.x > form.x + form.width).toBe(true);

  // A field that would break the page: named at once, in the preview, before any save.
  await title.fill("");
  await expect(preview.getByRole("alert")).toContainText(/stops the page from being drawn/);
  await expect(preview.getByRole("alert")).toContainText("Hero › Title › Text");
  await title.fill("Maintenance, every week");
  await expect(heading).toContainText("Maintenance, every week", { timeout: 10_000 });
  await expect(preview.getByRole("alert")).toHaveCount(0);

  // The frame runs nothing: no script element, and the sandbox allows none.
  await expect(frameOf(page).locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  await expect(page.locator("iframe[title='The page as it would be published']")).toHaveAttribute(
    "sandbox",
    "allow-same-origin",
  );
  // Nothing was saved by drawing.
  await expect(page.getByText("No draft: the form shows the published text.")).toBeVisible();
});

test("in French, at a phone's width, the preview is a tab, and draws the French page @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // At a phone's width, in this project: the spec's server is one per run.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, FRENCH);
  const tabs = page.getByRole("tablist", { name: "The form or its page" });
  await expect(tabs).toBeVisible();
  const title = heroTitle(page);
  await title.fill("Entretien qui ne dort jamais");
  await tabs.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
  await expect(title).toBeHidden();
  const heading = frameOf(page).getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Entretien qui ne dort jamais", { timeout: 30_000 });
  await expect(frameOf(page).locator("html")).toHaveAttribute("lang", "fr-CA");
  // Back to the form by keyboard: the words are where they were.
  await page.getByRole("tab", { name: "Preview" }).press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "The form" })).toBeFocused();
  await expect(title).toHaveValue("Entretien qui ne dort jamais");
});

test("the drawing process, killed, is started again at the next pause @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, SERVICE);
  const heading = frameOf(page).getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  // The drawer is a child of the server's worker, itself a child of the server's process.
  const processes = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((found) => found !== null)
    .map(([, pid, parent, args]) => ({ pid: Number(pid), parent: Number(parent), args }));
  const workers = processes
    .filter((item) => item.parent === server.child.pid)
    .map((item) => item.pid);
  const drawers = processes.filter(
    (item) => workers.includes(item.parent) && item.args?.includes("draw-pages.mjs"),
  );
  expect(drawers).toHaveLength(1);
  for (const drawer of drawers) process.kill(drawer.pid, "SIGKILL");
  const title = heroTitle(page);
  await title.fill("Maintenance after a crash");
  // The first pause after the crash may find the process gone; the next draws again.
  await expect(async () => {
    await title.fill(`Maintenance after a crash ${Date.now() % 1000}`);
    await expect(heading).toContainText(/Maintenance after a crash \d+/, { timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
});

test("a hundred drawings asked at once by one person cost one or two, and the drawing is refused to strangers, staff and a post without its token @desktop", async () => {
  test.setTimeout(120_000);
  const edit = `/admin/content/edit/${SERVICE}`;
  const csrf = await csrfOf(server.origin, edit, cookie);
  const fields = parse(readFileSync(`content/${SERVICE}`, "utf8")) as {
    hero: { description: string };
  };
  const draw = (words: string, who = cookie, token = csrf) =>
    post(
      server.origin,
      `/admin/content/draw/${SERVICE}`,
      {
        csrf: token,
        data: JSON.stringify({
          ...fields,
          hero: { ...fields.hero, description: `${fields.hero.description} ${words}` },
        }),
      },
      { cookie: who },
    );
  // The process is ready (its first page copies and compiles the content).
  expect((await (await draw("Ready.")).json()).ok).toBe(true);

  const answers = await Promise.all(
    Array.from({ length: 100 }, async (_, at) => {
      const response = await draw(`Burst ${at}.`);
      return { status: response.status, answer: await response.json() };
    }),
  );
  expect(answers.every(({ status }) => status === 200)).toBe(true);
  const drawn = answers.filter(({ answer }) => !answer.superseded);
  expect(drawn.length).toBeGreaterThanOrEqual(1);
  expect(drawn.length).toBeLessThanOrEqual(2);
  for (const { answer } of drawn) expect(answer.html).toMatch(/Burst \d+\./);

  const staff = "staff@live-preview.test";
  await setPassword(server.origin, createAccount(server, staff, { role: "staff" }));
  const staffCookie = (await signIn(server.origin, staff)).cookie ?? "";
  const refused = [
    await draw("Anonymous.", ""),
    await draw("Forged.", "maplestack-admin=forged-token"),
    await draw("Staff.", staffCookie, await csrfOf(server.origin, "/admin/leads", staffCookie)),
    await draw("No token.", cookie, ""),
    await draw("Wrong token.", cookie, "x"),
  ];
  for (const response of refused) {
    expect([302, 403]).toContain(response.status);
    expect(await response.text()).not.toContain("Burst");
  }
});
