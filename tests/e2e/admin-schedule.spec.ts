import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { torontoFieldValue, torontoInstant } from "../../app/lib/admin/time";
import { createAccount, csrfOf, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer, tempDataDir } from "./server-process";
import { readStore } from "./store";

/**
 * Publishing on a schedule, against two production servers sharing one data folder: an editor
 * sets an article's draft to go out a minute ahead; until then no listing, feed or sitemap names
 * it, then both servers serve it, from one publish. A schedule is moved and cancelled; a time
 * past, a stranger and a post without its token are refused.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 640;
/** A save runs the build's checks of the whole site with the draft in place: a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const EDITOR = "editor@maplestack.ca";
const SLUG = "a-website-launch-checklist";
const ARTICLE = `en/insights/${SLUG}.md`;
const TITLE = "A website launch checklist, step by step";
const FAQ = "en/faqs/pricing/are-your-quotes-fixed.yaml";

let first: ServerProcess;
let second: ServerProcess;
let cookie = "";
const dataDir = tempDataDir("schedule");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  first = await startServer(port, {}, dataDir);
  second = await startServer(port + 1, {}, dataDir);
  await setPassword(first.origin, createAccount(first, EDITOR, { role: "editor" }));
  cookie = (await signIn(first.origin, EDITOR)).cookie ?? "";
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

/** A save as the entry's form sends it. */
async function save(file: string, fields: unknown, version: string) {
  const path = `/admin/content/edit/${file}`;
  const csrf = await csrfOf(first.origin, path, cookie);
  const saved = await post(
    first.origin,
    path,
    { csrf, intent: "save", version, data: JSON.stringify(fields) },
    { cookie },
  );
  expect(saved.status).toBe(200);
}

/** A new article, written as a published one is, dated today. */
function newArticle() {
  const text = readFileSync("content/en/insights/how-long-seo-takes.md", "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(text) ?? [];
  return {
    ...(parseYaml(front) as Record<string, unknown>),
    key: "website-launch-checklist",
    title: TITLE,
    published: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date()),
    body: body.trim(),
  };
}

async function signedIn(page: Page) {
  const [name = "", value = ""] = cookie.split("=");
  await page.context().addCookies([{ name, value, url: first.origin }]);
}

async function open(page: Page, path: string) {
  await page.goto(`${first.origin}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** What `origin` serves at `path`, as text. */
const text = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).text();

const inStore = <T>(read: Parameters<typeof readStore<T>>[0]) => readStore(read, dataDir);

test("a stranger, a post without its token or from another site, and a time past are refused", async () => {
  const at = torontoFieldValue(Date.now() + 3_600_000);
  const fields = { intent: "schedule", file: ARTICLE, at };
  const stranger = await post(first.origin, "/admin/content", fields);
  expect(stranger.status).toBe(302);
  expect(stranger.headers.get("location")).toMatch(/^\/admin\/sign-in/);
  expect((await post(first.origin, "/admin/content", fields, { cookie })).status).toBe(403);
  const csrf = await csrfOf(first.origin, "/admin/content", cookie);
  const elsewhere = await post(
    first.origin,
    "/admin/content",
    { ...fields, csrf },
    { cookie, from: "https://elsewhere.example" },
  );
  expect(elsewhere.status).toBe(403);
  const past = await post(
    second.origin,
    "/admin/content",
    { ...fields, csrf, at: torontoFieldValue(Date.now() - 3_600_000) },
    { cookie },
  );
  expect(past.status).toBe(422);
  expect(await past.text()).toContain("That time has passed");
  const rows = await inStore((store) =>
    store.db.selectFrom("content_schedules").select("id").execute(),
  );
  expect(rows).toEqual([]);
});

test.describe("in Paris", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test("an article scheduled a minute ahead is on no page until its time, then on both servers, published once @desktop", async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await save(ARTICLE, newArticle(), "new");
    await signedIn(page);
    await open(page, "/admin/content");
    const publishing = page.getByRole("region", { name: "Drafts and publishing" });
    await expect(publishing.getByRole("checkbox", { name: `Publish ${ARTICLE}` })).toBeChecked();
    // The next minute at least 45 seconds away, in Toronto time, as the editor types it.
    const due = Math.ceil((Date.now() + 45_000) / 60_000) * 60_000;
    const field = publishing.getByLabel("Publish later, at");
    await field.fill(torontoFieldValue(due));
    await expect(publishing.getByText(/in your time zone \(Europe\/Paris\)/)).toBeVisible();
    await publishing.getByRole("button", { name: "Schedule 1 change" }).click();
    await expect(publishing.getByRole("status")).toContainText("Scheduled for");

    const scheduled = page.getByRole("region", { name: "Scheduled publishes" });
    const item = scheduled.getByRole("listitem").filter({ hasText: ARTICLE });
    await expect(item).toContainText(`set by ${EDITOR}`);
    await expect(item).toContainText(/Toronto · .+ in your time zone \(Europe\/Paris\)/);
    expect(torontoInstant(torontoFieldValue(due))).toBe(due);

    // Before its time: no page, listing, feed or sitemap names it, on either server.
    for (const origin of [first.origin, second.origin]) {
      expect((await fetch(`${origin}/insights/${SLUG}`)).status).toBe(404);
      expect(await text(origin, "/insights")).not.toContain(TITLE);
      expect(await text(origin, "/insights/rss.xml")).not.toContain(SLUG);
      expect(await text(origin, "/sitemap.xml")).not.toContain(`/insights/${SLUG}<`);
    }
    if (Date.now() < due - 2000) {
      expect(
        await inStore((store) => store.db.selectFrom("content_publishes").select("id").execute()),
      ).toEqual([]);
    }

    // After it: on both servers, in the listing, the feed and the sitemap.
    for (const origin of [first.origin, second.origin]) {
      await expect
        .poll(async () => (await fetch(`${origin}/insights/${SLUG}`)).status, {
          timeout: 240_000,
          intervals: [1000],
        })
        .toBe(200);
      expect(await text(origin, `/insights/${SLUG}`)).toContain(TITLE);
      expect(await text(origin, "/insights")).toContain(TITLE);
      expect(await text(origin, "/insights/rss.xml")).toContain(`/insights/${SLUG}`);
      expect(await text(origin, "/sitemap.xml")).toContain(`/insights/${SLUG}</loc>`);
    }
    // Two more ticks of each server: still one publish, one line of each in the audit log.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const publishes = await inStore((store) =>
      store.db.selectFrom("content_publishes").select(["files", "status", "staff_email"]).execute(),
    );
    expect(publishes.filter((row) => row.files.includes(ARTICLE))).toEqual([
      { files: JSON.stringify([ARTICLE]), status: "published", staff_email: EDITOR },
    ]);
    const audit = await inStore((store) =>
      store.db.selectFrom("audit_log").select(["action", "staff_email"]).execute(),
    );
    const lines = (action: string) => audit.filter((row) => row.action === action);
    expect(lines("scheduled a publish")).toHaveLength(1);
    expect(lines("ran a scheduled publish")).toEqual([
      { action: "ran a scheduled publish", staff_email: EDITOR },
    ]);
    expect(lines("published")).toHaveLength(1);
    expect(lines("scheduled publish done")).toHaveLength(1);

    await open(page, "/admin/content");
    await expect(
      scheduled.getByRole("listitem").filter({ hasText: ARTICLE }).filter({ hasText: "Published" }),
    ).toBeVisible();
    await expect(scheduled).toContainText("Nothing is scheduled.");
    await expect(publishing.getByRole("link", { name: ARTICLE })).toHaveCount(0);
    await open(page, `/admin/content/edit/${ARTICLE}`);
    await expect(page.getByRole("region", { name: "Schedule", exact: true })).toContainText(
      /Last scheduled publish, .+ Toronto.*: published\./,
    );
  });
});

test("a schedule set on the entry's page is moved and cancelled on Content; its draft stays a draft @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shipped = readFileSync(`content/${FAQ}`, "utf8");
  await save(FAQ, parseYaml(shipped), `p${createHash("sha256").update(shipped).digest("hex")}`);
  await signedIn(page);
  await open(page, `/admin/content/edit/${FAQ}`);
  const later = page.getByRole("region", { name: "Schedule", exact: true });
  await later.getByLabel("Publish at").fill(torontoFieldValue(Date.now() - 24 * 3_600_000));
  await later.getByRole("button", { name: "Schedule this entry" }).click();
  await expect(later.getByRole("status")).toContainText(
    /That time has passed \(.+\)\. Choose a later one\./,
  );
  const day = Date.now() + 3 * 24 * 3_600_000;
  const dayField = torontoFieldValue(day).slice(0, 10);
  await later.getByLabel("Publish at").fill(`${dayField}T10:00`);
  await later.getByRole("button", { name: "Schedule this entry" }).click();
  await expect(later.getByRole("status")).toHaveText("Scheduled.");
  await expect(later.getByRole("listitem")).toContainText(/Scheduled: .+10:00\sa\.m\. Toronto/);

  await open(page, "/admin/content");
  const scheduled = page.getByRole("region", { name: "Scheduled publishes" });
  await scheduled.getByLabel(`New time for ${FAQ}`).fill(`${dayField}T11:30`);
  await scheduled.getByRole("button", { name: `Move ${FAQ}` }).click();
  await expect(scheduled.getByRole("status")).toContainText("Moved to");
  await expect(scheduled.getByRole("listitem").filter({ hasText: FAQ })).toContainText(
    /11:30\sa\.m\. Toronto/,
  );
  await scheduled.getByRole("button", { name: `Cancel ${FAQ}` }).click();
  await expect(scheduled.getByRole("status")).toContainText("Cancelled: its drafts stay drafts.");
  await expect(scheduled).toContainText("Nothing is scheduled.");
  await expect(
    page.getByRole("region", { name: "Drafts and publishing" }).getByRole("link", { name: FAQ }),
  ).toBeVisible();

  const rows = await inStore((store) =>
    store.db
      .selectFrom("content_schedules")
      .select(["status", "run_at", "files"])
      .where("files", "=", JSON.stringify([FAQ]))
      .execute(),
  );
  expect(rows).toEqual([
    {
      status: "cancelled",
      run_at: torontoInstant(`${dayField}T11:30`),
      files: JSON.stringify([FAQ]),
    },
  ]);
  const actions = await inStore((store) =>
    store.db.selectFrom("audit_log").select("action").orderBy("id").execute(),
  );
  expect(actions.map((row) => row.action).slice(-3)).toEqual([
    "scheduled a publish",
    "moved a scheduled publish",
    "cancelled a scheduled publish",
  ]);
});
