import { expect as baseExpect, type Page, test } from "@playwright/test";
import { startNginx } from "../../scripts/nginx.mjs";
import { createAccount, csrfOf, get, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";
import { readStore } from "./store";
import { expectNoAxeViolations } from "./support";

/**
 * No address ever breaks: an editor changes a French service's address and publishes, and the
 * old one answers 301 to the new one; the Redirects page lists it, adds one by hand (answered
 * by a second app server on the same database within seconds, and through nginx) and removes
 * it. Against production servers of their own.
 */
const base = Number(process.env.E2E_PORT ?? 4173) + 600;
/** A save runs the build's checks of the whole site with the draft in place: a few seconds. */
const expect = baseExpect.configure({ timeout: 30_000 });

const EDITOR = "editor@redirects.test";
const STAFF = "staff@redirects.test";
const EDIT_FR = "/admin/content/edit/fr/services/web/copywriting.yaml";
const OLD = "/fr/services/web/redaction-web";
const NEW = "/fr/services/web/redaction-web-et-marketing";
/** A French article that links to the service's French address. */
const ARTICLE = "fr/insights/what-bill-96-means-for-your-website.md";

let server: ServerProcess;
let second: ServerProcess;
const cookies: Record<string, string> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer(base);
  second = await startServer(base + 1, {}, server.dataDir);
  for (const [email, role] of [
    [EDITOR, "editor"],
    [STAFF, "staff"],
  ] as const) {
    await setPassword(server.origin, createAccount(server, email, { role }));
    cookies[email] = (await signIn(server.origin, email)).cookie ?? "";
  }
});

test.afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

async function signedIn(page: Page, email: string) {
  const [name, value] = cookies[email]?.split("=") ?? [];
  await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: server.origin }]);
}

const answer = async (origin: string, path: string) => {
  const response = await get(origin, path);
  return { status: response.status, location: response.headers.get("location") };
};

test("a French service's new address, once published, leaves its old one answering 301 to it @desktop", async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect((await answer(server.origin, OLD)).status).toBe(200);
  await signedIn(page, EDITOR);
  await page.goto(`${server.origin}${EDIT_FR}`);
  await page.getByRole("textbox", { name: "French address" }).fill(NEW.split("/").at(-1) ?? "");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Draft saved. It is not published yet." }),
  ).toBeVisible({ timeout: 90_000 });
  // A draft is not live: the old address is still the page.
  expect((await answer(server.origin, OLD)).status).toBe(200);

  await page.goto(`${server.origin}/admin/content`);
  const publishing = page.getByRole("region", { name: "Drafts and publishing" });
  await publishing.getByRole("button", { name: "Publish 1 change" }).click();
  const live = publishing.getByText(/^Live/).first();
  const held = publishing.getByLabel("I have read the warnings below and publish anyway");
  await expect(live.or(held)).toBeVisible({ timeout: 240_000 });
  if (await held.isVisible()) {
    await held.check();
    await publishing.getByRole("button", { name: "Publish 1 change" }).click();
    await expect(live).toBeVisible({ timeout: 240_000 });
  }

  for (const origin of [server.origin, second.origin]) {
    await expect
      .poll(() => answer(origin, `${OLD}?ref=newsletter`), { timeout: 30_000 })
      .toEqual({ status: 301, location: `${NEW}?ref=newsletter` });
    expect((await answer(origin, NEW)).status).toBe(200);
  }
  // The sitemap and the English page's alternates name the new address only.
  const sitemap = await (await get(server.origin, "/sitemap.xml")).text();
  expect(sitemap).toContain(`${NEW}<`);
  expect(sitemap).not.toContain(`${OLD}<`);
  expect(sitemap).not.toContain(`${OLD}"`);
  const english = await (await get(server.origin, "/services/web/copywriting")).text();
  const french = /hreflang="fr-CA" href="([^"]*)"/i.exec(english)?.[1] ?? "";
  expect(new URL(french).pathname).toBe(NEW);

  await page.goto(`${server.origin}/admin/redirects`);
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: OLD });
  await expect(row.getByRole("cell").nth(1)).toHaveText(NEW);
  await expect(row.getByRole("cell").nth(2)).toHaveText("Address change");
  await expect(row.getByRole("cell").nth(3)).toHaveText(EDITOR);
  // Each 301 answered above is counted, whichever server answered it.
  await expect(row.getByRole("cell").nth(5)).not.toHaveText("0");
  // The old service names the code used to keep are redirects like the others.
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "/services/digital-marketing/search-engine-optimization" }),
  ).toContainText("Old alias");
  await expectNoAxeViolations(page, "the Redirects page");

  // An article still links to the old address: the service's form lists it, and rewrites the
  // link in a draft of it.
  await page.goto(`${server.origin}${EDIT_FR}`);
  const oldLinks = page.getByRole("region", { name: "Links to an old address of this page" });
  await expect(oldLinks.getByRole("listitem")).toHaveText([`${ARTICLE} (${OLD})`]);
  await oldLinks.getByRole("button", { name: `Rewrite the links to ${NEW} in drafts` }).click();
  await expect(oldLinks.getByRole("status")).toHaveText(
    `Links rewritten to ${NEW} in drafts of ${ARTICLE}: publish them to put them live.`,
    { timeout: 120_000 },
  );
  const draft = await readStore(
    (store) =>
      store.db
        .selectFrom("content_drafts")
        .select("body")
        .where("file", "=", ARTICLE)
        .executeTakeFirstOrThrow(),
    server.dataDir,
  );
  expect(draft.body).toContain(`(${NEW})`);
  expect(draft.body).not.toContain(`(${OLD})`);
  await expect(oldLinks.getByRole("listitem")).toHaveCount(0);
});

test("an editor adds a redirect by hand, answered by both servers and through nginx, and removes it; a wrong one is named in the form @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const nginx = await startNginx(base + 2, [`127.0.0.1:${base}`, `127.0.0.1:${base + 1}`]);
  try {
    await signedIn(page, EDITOR);
    await page.goto(`${server.origin}/admin/leads`);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Redirects" })
      .click();
    await expect(page).toHaveURL(/\/admin\/redirects$/);
    const from = page.getByRole("textbox", { name: "Old address" });
    const to = page.getByRole("textbox", { name: "Page it leads to" });
    const add = page.getByRole("button", { name: "Add the redirect" });

    await from.fill("/services/web");
    await to.fill("/services/web/copywriting");
    await add.click();
    await expect(from).toHaveAccessibleDescription(
      /is a page of the site: a redirect would hide it/,
    );
    await expect(from).toHaveAttribute("aria-invalid", "true");

    await from.fill("/old-services.html");
    await to.fill("/no-such-page");
    await add.click();
    await expect(to).toHaveAccessibleDescription(/No page of the site is at \/no-such-page/);
    await expect(from).toHaveValue("/old-services.html");

    await to.fill("https://other.example/services");
    await add.click();
    await expect(to).toHaveAccessibleDescription(/as a path of this site, starting with \//);

    await to.fill("/services/web");
    await add.click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "/old-services.html now redirects to /services/web." }),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "/old-services.html" })).toContainText(
      "Added by hand",
    );
    // The other server reads the table again within seconds; nginx passes an address with no
    // file to them.
    for (const origin of [server.origin, second.origin, nginx.origin]) {
      await expect
        .poll(() => answer(origin, "/old-services.html?utm_source=old-site"), { timeout: 10_000 })
        .toEqual({ status: 301, location: "/services/web?utm_source=old-site" });
    }
    expect((await answer(nginx.origin, "/no-such-old-page.html")).status).toBe(404);

    await page.getByRole("button", { name: "Remove the redirect from /old-services.html" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "/old-services.html no longer redirects." }),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "/old-services.html" })).toHaveCount(0);
    for (const origin of [server.origin, second.origin]) {
      await expect.poll(async () => (await answer(origin, "/old-services.html")).status).toBe(404);
    }
    const log = await readStore(
      (store) =>
        store.db
          .selectFrom("audit_log")
          .select(["action", "detail", "staff_email"])
          .where("action", "like", "redirect %")
          .orderBy("id")
          .execute(),
      server.dataDir,
    );
    expect(log.slice(-2)).toEqual([
      {
        action: "redirect added",
        detail: "/old-services.html → /services/web",
        staff_email: EDITOR,
      },
      {
        action: "redirect removed",
        detail: "/old-services.html → /services/web",
        staff_email: EDITOR,
      },
    ]);
  } finally {
    nginx.stop();
  }
});

test("the Redirects page is refused to an anonymous visitor, to staff, and to a post without its token", async () => {
  const anonymous = await get(server.origin, "/admin/redirects");
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
  const fields = { intent: "add", from: "/forged.html", to: "/services/web" };
  const anonymousPost = await post(server.origin, "/admin/redirects", fields);
  expect(anonymousPost.status).toBe(302);
  expect((await get(server.origin, "/admin/redirects", cookies[STAFF])).status).toBe(403);
  const noToken = await post(server.origin, "/admin/redirects", fields, {
    cookie: cookies[EDITOR],
  });
  expect(noToken.status).toBe(403);
  const csrf = await csrfOf(server.origin, "/admin/redirects", cookies[EDITOR] ?? "");
  const otherSite = await post(
    server.origin,
    "/admin/redirects",
    { ...fields, csrf },
    { cookie: cookies[EDITOR], from: "https://evil.example" },
  );
  expect(otherSite.status).toBe(403);
  const stored = await readStore(
    (store) =>
      store.db
        .selectFrom("redirects")
        .select("from_path")
        .where("from_path", "=", "/forged.html")
        .execute(),
    server.dataDir,
  );
  expect(stored).toEqual([]);
  expect((await answer(server.origin, "/forged.html")).status).toBe(404);
});
