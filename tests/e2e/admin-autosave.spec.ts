import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { createAccount, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";
import { readStore } from "./store";

/**
 * Nothing typed in an entry's form is lost: the draft saves itself a few seconds after the
 * typing stops; what was typed and not saved comes back, said so, after a reload, a refused
 * save and a lost connection.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 520;
const EDITOR = "editor@autosave.test";
const FILE = "en/services/web/website-maintenance.yaml";
const EDIT = `/admin/content/edit/${FILE}`;

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

/** The page's title (for search engines) in the entry's draft as the server keeps it ("" without a draft). */
async function keptTitle(): Promise<string> {
  const row = await readStore(
    (store) =>
      store.db
        .selectFrom("content_drafts")
        .select("body")
        .where("file", "=", FILE)
        .executeTakeFirst(),
    server.dataDir,
  );
  if (!row) return "";
  return (parse(row.body) as { meta: { title: string } }).meta.title;
}

const saved = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Draft saved. It is not published yet." });
const restoredNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: /was not saved yet: it is back in the form/ });

test("a draft saves itself once the typing stops; what was typed comes back after a reload, a refused save and a lost connection @desktop", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url: server.origin }]);
  await page.goto(`${server.origin}${EDIT}`);
  const title = page.getByRole("textbox", { name: "Title", exact: true }).first();
  // Opened and read, nothing typed: no draft is made.
  await title.focus();
  await page.waitForTimeout(4500);
  expect(await keptTitle()).toBe("");

  // Typed, then left: saved without a click.
  await title.fill("Maintenance that keeps sites fast");
  await expect(saved(page)).toBeVisible({ timeout: 40_000 });
  expect(await keptTitle()).toBe("Maintenance that keeps sites fast");

  // Typed, then the page reloaded before the save: the words come back, and it says so.
  await title.fill("Maintenance that keeps sites quick");
  await page.reload();
  await expect(restoredNotice(page)).toBeVisible();
  await expect(title).toHaveValue("Maintenance that keeps sites quick");
  // Then they save themselves, and the notice goes.
  await expect(saved(page)).toBeVisible({ timeout: 40_000 });
  await expect(restoredNotice(page)).toHaveCount(0);
  expect(await keptTitle()).toBe("Maintenance that keeps sites quick");

  // Refused (over the title's limit): the field is named, and the words survive a reload.
  const refused = "Maintenance ".repeat(6);
  await title.fill(refused);
  await expect(page.getByText(/at most 60 characters|60 characters at most/i).first()).toBeVisible({
    timeout: 40_000,
  });
  await page.reload();
  await expect(restoredNotice(page)).toBeVisible();
  await expect(title).toHaveValue(refused);
  await page.getByRole("button", { name: "Put back the saved text" }).click();
  await expect(title).toHaveValue("Maintenance that keeps sites quick");
  await expect(restoredNotice(page)).toHaveCount(0);

  // The connection lost: nothing is sent, the form says the words are kept; back, they are saved.
  await context.setOffline(true);
  await title.fill("Maintenance typed offline");
  await expect(page.getByRole("status").filter({ hasText: /^No connection/ })).toBeVisible();
  await page.waitForTimeout(4000);
  await context.setOffline(false);
  expect(await keptTitle()).toBe("Maintenance that keeps sites quick");
  await expect(saved(page)).toBeVisible({ timeout: 40_000 });
  expect(await keptTitle()).toBe("Maintenance typed offline");
  await page.reload();
  await expect(title).toHaveValue("Maintenance typed offline");
  await expect(restoredNotice(page)).toHaveCount(0);
});
