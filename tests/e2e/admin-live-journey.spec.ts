import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { torontoFieldValue } from "../../app/lib/admin/time";
import { startNginx } from "../../scripts/nginx.mjs";
import { createAccount, csrfOf, get, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";

/**
 * The week of a marketing lead, in the shipped topology (two app servers on one data folder,
 * nginx in front): an article set to go out two minutes ahead; a service's sentence typed and
 * seen in the preview beside the form, then published alone, a colleague's draft left as it is,
 * and served by both servers and nginx; a French address changed, its old one answering 301; the
 * article out on time, on both servers.
 */
const base = Number(process.env.E2E_PORT ?? 4173) + 680;
/** A save runs the build's checks of the whole site with the draft in place: a few seconds. */
const expect = baseExpect.configure({ timeout: 30_000 });

const LEAD = "lead@maplestack.ca";
const COLLEAGUE = "colleague@maplestack.ca";
const SERVICE = "en/services/web/website-maintenance.yaml";
const SERVICE_PAGE = "/services/web/website-maintenance";
const COLLEAGUES = "en/services/web/ecommerce-development.yaml";
const FRENCH = "fr/services/web/copywriting.yaml";
const OLD = "/fr/services/web/redaction-web";
const NEW = "/fr/services/web/redaction-web-professionnelle";
const SLUG = "a-maintenance-calendar-for-small-sites";
const ARTICLE = `en/insights/${SLUG}.md`;
const TITLE = "A maintenance calendar for small sites";

let first: ServerProcess;
let second: ServerProcess;
const cookies: Record<string, string> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  first = await startServer(base);
  second = await startServer(base + 1, {}, first.dataDir);
  for (const email of [LEAD, COLLEAGUE]) {
    await setPassword(first.origin, createAccount(first, email, { role: "editor" }));
    cookies[email] = (await signIn(first.origin, email)).cookie ?? "";
  }
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const version = (file: string) =>
  `p${createHash("sha256")
    .update(readFileSync(`content/${file}`))
    .digest("hex")}`;

/** A save as the entry's form sends it, by `email`. */
async function save(email: string, file: string, fields: unknown, from: string) {
  const edit = `/admin/content/edit/${file}`;
  const cookie = cookies[email] ?? "";
  const csrf = await csrfOf(first.origin, edit, cookie);
  const saved = await post(
    first.origin,
    edit,
    { csrf, intent: "save", version: from, data: JSON.stringify(fields) },
    { cookie },
  );
  expect(saved.status).toBe(200);
}

/** A new article, written as a published one is, dated today in Toronto. */
function newArticle() {
  const text = readFileSync("content/en/insights/how-long-seo-takes.md", "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(text) ?? [];
  return {
    ...(parseYaml(front) as Record<string, unknown>),
    key: "maintenance-calendar",
    title: TITLE,
    published: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date()),
    body: body.trim(),
  };
}

async function signedIn(page: Page, email: string) {
  const [name = "", value = ""] = (cookies[email] ?? "").split("=");
  await page.context().addCookies([{ name, value, url: first.origin }]);
}

async function open(page: Page, address: string) {
  await page.goto(`${first.origin}${address}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** This entry's Publish, then its status until it says Live. */
async function publishEntry(page: Page) {
  const entry = page.getByRole("region", { name: "Publish", exact: true });
  await entry.getByRole("button", { name: /^Publish this entry/ }).click();
  await expect(entry.getByRole("status")).toContainText(/^Live/, { timeout: 240_000 });
}

const status = async (origin: string, address: string) => (await get(origin, address)).status;

test("an article goes out on its time, a typed sentence is seen as it is typed and published alone, and an old address answers 301, on both servers and through nginx @desktop", async ({
  page,
}) => {
  test.setTimeout(480_000);
  // The colleague's half-finished draft, never to be published by someone else's Publish.
  const colleague = parseYaml(readFileSync(`content/${COLLEAGUES}`, "utf8")) as {
    hero: { description: string };
  };
  colleague.hero.description = `${colleague.hero.description} Half-written by a colleague.`;
  await save(COLLEAGUE, COLLEAGUES, colleague, version(COLLEAGUES));

  // The article, set to go out two minutes ahead (at a whole minute, as the field takes it).
  await save(LEAD, ARTICLE, newArticle(), "new");
  await signedIn(page, LEAD);
  await open(page, "/admin/content");
  const publishing = page.getByRole("region", { name: "Drafts and publishing" });
  const due = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
  await publishing.getByLabel("Publish later, at").fill(torontoFieldValue(due));
  await publishing.getByRole("button", { name: "Schedule 1 change" }).click();
  await expect(publishing.getByRole("status")).toContainText("Scheduled for");

  // The service's sentence, typed: the page beside the form shows it before anything is saved.
  await open(page, `/admin/content/edit/${SERVICE}`);
  const sentence = "Every update is tested on a copy of your site first.";
  const description = page.getByRole("group", { name: "Hero", exact: true }).getByRole("textbox", {
    name: "Description",
  });
  await description.fill(`${await description.inputValue()} ${sentence}`);
  const frame = page.frameLocator('iframe[title="The page as it would be published"]');
  await expect(frame.getByText(sentence)).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Draft saved. It is not published yet." }),
  ).toBeVisible({ timeout: 90_000 });
  await publishEntry(page);

  const nginx = await startNginx(base + 2, [`127.0.0.1:${base}`, `127.0.0.1:${base + 1}`], {
    siteDir: path.join(first.dataDir, "site"),
  });
  try {
    const origins = [first.origin, second.origin, nginx.origin];
    for (const origin of origins) {
      await expect
        .poll(async () => (await get(origin, SERVICE_PAGE)).text(), { timeout: 30_000 })
        .toContain(sentence);
      // The colleague's draft is not on the site.
      expect(await (await get(origin, "/services/web/ecommerce-development")).text()).not.toContain(
        "Half-written by a colleague.",
      );
    }
    await open(page, "/admin/content");
    await expect(publishing.getByRole("link", { name: COLLEAGUES })).toBeVisible();
    await expect(publishing.getByRole("link", { name: SERVICE })).toHaveCount(0);

    // A French address changed and published: the old one leads to the new one.
    await open(page, `/admin/content/edit/${FRENCH}`);
    await page.getByRole("textbox", { name: "French address" }).fill(NEW.split("/").at(-1) ?? "");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Draft saved. It is not published yet." }),
    ).toBeVisible({ timeout: 90_000 });
    await publishEntry(page);
    for (const origin of origins) {
      await expect
        .poll(
          async () => {
            const answer = await get(origin, OLD);
            return [answer.status, answer.headers.get("location")];
          },
          { timeout: 30_000 },
        )
        .toEqual([301, NEW]);
      expect(await status(origin, NEW)).toBe(200);
    }

    // The article: nowhere before its time, everywhere after it.
    if (Date.now() < due - 5000) {
      for (const origin of origins) {
        expect(await status(origin, `/insights/${SLUG}`)).toBe(404);
        expect(await (await get(origin, "/insights")).text()).not.toContain(TITLE);
      }
    }
    for (const origin of origins) {
      await expect
        .poll(() => status(origin, `/insights/${SLUG}`), { timeout: 240_000, intervals: [1000] })
        .toBe(200);
      expect(await (await get(origin, "/insights")).text()).toContain(TITLE);
      expect(await (await get(origin, "/insights/rss.xml")).text()).toContain(`/insights/${SLUG}`);
      expect(await (await get(origin, "/sitemap.xml")).text()).toContain(`/insights/${SLUG}</loc>`);
    }
    expect(Date.now()).toBeGreaterThanOrEqual(due);
  } finally {
    nginx.stop();
  }
});
