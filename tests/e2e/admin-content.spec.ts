import { createHash } from "node:crypto";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { startNginx } from "../../scripts/nginx.mjs";
import { cspForHtml } from "../../server/headers.mjs";
import { createAccount, csrfOf, get, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";
import { readStore } from "./store";
import { expectNoAxeViolations } from "./support";

const base = Number(process.env.E2E_PORT ?? 4173) + 360;
/** A save runs the build's checks of the whole site with the draft in place: a few seconds, more on a busy machine. */
const expect = baseExpect.configure({ timeout: 40_000 });

/**
 * The back office's entry forms, against a production server of their own: an editor changes a
 * service's words and keeps them as a draft; the French form shows the English it translates; a
 * save from an older version, from another site, from a person without the right or for a file
 * outside content/ is refused and keeps nothing.
 */
const EDITOR = "editor@maplestack.ca";
const TRANSLATOR = "traductrice@maplestack.ca";
const STAFF = "staff@maplestack.ca";
const SERVICE = "services/web/copywriting.yaml";
const EDIT = `/admin/content/edit/en/${SERVICE}`;
const EDIT_FR = `/admin/content/edit/fr/${SERVICE}`;

let server: ServerProcess;
const cookies: Record<string, string> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer(base);
  const accounts = [
    [EDITOR, { role: "editor" as const }],
    [TRANSLATOR, { role: "editor" as const, language: "fr" as const }],
    [STAFF, { role: "staff" as const }],
  ] as const;
  for (const [email, options] of accounts) {
    await setPassword(server.origin, createAccount(server, email, options));
    cookies[email] = (await signIn(server.origin, email)).cookie ?? "";
  }
});

test.afterAll(async () => {
  await server?.stop();
});

async function signedIn(page: Page, email: string) {
  const [name, value] = cookies[email]?.split("=") ?? [];
  await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: server.origin }]);
}

/** A save as the form sends it, with the fields of `data`. */
async function save(
  email: string,
  path: string,
  data: unknown,
  version: string,
  from = server.origin,
) {
  const csrf = await csrfOf(server.origin, path, cookies[email] ?? "");
  return post(
    server.origin,
    path,
    { csrf, intent: "save", version, data: JSON.stringify(data) },
    { cookie: cookies[email], from },
  );
}

test("an editor changes a service's words, keeps them as a draft, and a field over its limit is named; a client's preview link opens its page @desktop", async ({
  page,
}) => {
  // Two saves checked against the whole site, the live preview drawn beside them, a link made.
  test.setTimeout(120_000);
  await signedIn(page, EDITOR);
  await page.goto(`${server.origin}/admin/content`);
  await page
    .getByRole("table", { name: /Services/ })
    .getByRole("link")
    .filter({ hasText: /copywriting/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${EDIT}$`));
  await expect(page.getByText("No draft: the form shows the published text.")).toBeVisible();

  // Named "Title", not "Title*": the mark is seen, the field says it is required.
  const title = page.getByRole("textbox", { name: "Title", exact: true }).first();
  await expect(title).toHaveAccessibleDescription(/about 60 characters/);
  await expect(title).toHaveJSProperty("required", true);
  const before = await title.inputValue();
  await title.fill("x".repeat(61));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByText(/at most 60 characters|60 characters at most/i).first(),
  ).toBeVisible();

  await title.fill(`${before.slice(0, 25)} <script>alert(1)</script>`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Draft saved. It is not published yet." }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Draft saved by editor@maplestack\.ca/)).toBeVisible();
  await expect(title).toHaveValue(/<script>alert\(1\)<\/script>/);
  await expectNoAxeViolations(page, "the entry form", "#main");

  // A preview link for a client: the page with the saved draft, for anyone with the link, never
  // indexed or kept, opening nothing of the back office, withdrawn at will.
  const sharing = page.getByRole("region", { name: "Preview links for a client" });
  await sharing.getByRole("button", { name: "Make a preview link" }).click();
  await expect(sharing.getByRole("status")).toContainText("Preview link made", {
    timeout: 60_000,
  });
  await expect(
    sharing.getByText(/^Made by editor@maplestack\.ca on .* works until /),
  ).toBeVisible();
  const address = new URL(
    await sharing
      .getByRole("textbox", { name: /^Preview link \d+$/ })
      .first()
      .inputValue(),
  ).pathname;
  expect(address).toMatch(/^\/preview\/\d+\.[0-9a-z]+\.[0-9a-f]{64}$/);
  const answer = await get(server.origin, address);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("x-robots-tag")).toContain("noindex");
  expect(answer.headers.get("cache-control")).toContain("no-store");
  expect(answer.headers.get("set-cookie")).toBeNull();
  const client = await page.context().browser()?.newPage();
  if (!client) throw new Error("no browser");
  await client.goto(`${server.origin}${address}`);
  await expect(client.getByRole("note")).toContainText("Preview of changes not yet published");
  await expect(client).toHaveTitle(/<script>alert\(1\)<\/script>/);
  await expect(client.getByRole("heading", { level: 1 })).toContainText(
    "Words that make customers",
  );
  await expect(client.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  // The link is the key to that page only: the back office still asks for a sign-in.
  await client.goto(`${server.origin}/admin/content`);
  await expect(client).toHaveURL(/\/admin\/sign-in/);
  await client.close();
  // A link changed by hand opens nothing; a withdrawn one neither.
  expect(
    (
      await get(
        server.origin,
        address.replace(/.$/, (last) => (last === "0" ? "1" : "0")),
      )
    ).status,
  ).toBe(404);
  await sharing
    .getByRole("button", { name: /^Withdraw preview link/ })
    .first()
    .click();
  await expect(sharing.getByRole("status")).toContainText("Preview link withdrawn");
  expect((await get(server.origin, address)).status).toBe(410);
  await page.goto(`${server.origin}${EDIT}`);

  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText("No draft: the form shows the published text.")).toBeVisible();
  await expect(title).toHaveValue(before);
});

test("the French form shows the English it translates, and a translator saves French only @desktop", async ({
  page,
}) => {
  await signedIn(page, TRANSLATOR);
  await page.goto(`${server.origin}${EDIT_FR}`);
  await expect(page.getByRole("textbox", { name: /^French address/ })).toBeVisible();
  await expect(page.getByText(/^English: /).first()).toBeVisible();
  await expectNoAxeViolations(page, "the French entry form", "#main");
  await page.goto(`${server.origin}${EDIT}`);
  await expect(page.getByText(/your account changes the French entries only/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
});

test("a company page is edited as its fields and its text; what the page cannot show is named, and a change is kept as a draft @desktop", async ({
  page,
}) => {
  await signedIn(page, TRANSLATOR);
  await page.goto(`${server.origin}/admin/content?q=confidentialit%C3%A9`);
  await page
    .getByRole("link", { name: /^Politique de confidentialité/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${server.origin}/admin/content/edit/fr/company/privacy.md`);
  const body = page.getByRole("textbox", { name: "Body" });
  await expect(body).toHaveValue(/^## /);
  await expectNoAxeViolations(page, "a company page's form");
  const text = await body.inputValue();
  await body.fill(`${text}\n\n### Une sous-section\n`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(body).toHaveAccessibleDescription(/a section starts with "## "/);
  await body.fill(text.replace(/^(## [^\n]+\n\n)/, "$1Une phrase ajoutée en tête de section. "));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. It is not published yet.")).toBeVisible();
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText(/^Draft discarded: the form shows the published text/)).toBeVisible();
});

test("a testimonial is added by choosing a quoted story; a second one featured is refused and named @desktop", async ({
  page,
}) => {
  await signedIn(page, EDITOR);
  await page.goto(`${server.origin}/admin/content`);
  const add = page.getByRole("region", { name: "Add a testimonial" });
  const story = add.getByRole("combobox", { name: "Story it quotes" });
  const [chosen] = await story.locator("option").allTextContents();
  if (!chosen) throw new Error("no story to quote");
  await add.getByRole("button", { name: "Open its form" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/edit\/en\/testimonials\/[a-z0-9-]+\.yaml$/);
  await expect(page.getByText(/One file for both languages/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Testimonial: /);
  const picked = page.getByRole("combobox", { name: /^Story\*?$/ });
  await expect(picked.locator("option:checked")).toHaveText(chosen);
  await page.getByRole("checkbox", { name: /^Featured/ }).check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("checkbox", { name: /^Featured/ })).toHaveAccessibleDescription(
    /healthplus\.yaml is featured/,
  );
  await page.getByRole("checkbox", { name: /^Featured/ }).uncheck();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. It is not published yet.")).toBeVisible();
  await expectNoAxeViolations(page, "a testimonial's form");
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText(/^Draft discarded/)).toBeVisible();
  // No French form: a testimonial's words are its story's.
  const french = await page.request.get(
    `${server.origin}/admin/content/edit/fr/testimonials/healthplus.yaml`,
  );
  expect(french.status()).toBe(404);
});

test("a save is refused to strangers, staff, the other language, another site and an older version", async () => {
  const english = { order: 1 };

  // Anonymous: sent to sign in, nothing kept.
  const anonymous = await post(server.origin, EDIT, { intent: "save", data: "{}", version: "" });
  expect([302, 403]).toContain(anonymous.status);
  // Staff: not an editor.
  expect((await get(server.origin, EDIT, cookies[STAFF])).status).toBe(403);
  // A translator writing English.
  expect((await save(TRANSLATOR, EDIT, english, "new")).status).toBe(403);
  // Another site's page posting with the editor's cookie, and a post without the CSRF token.
  expect((await save(EDITOR, EDIT, english, "new", "https://evil.example")).status).toBe(403);
  const noToken = await post(
    server.origin,
    EDIT,
    { intent: "save", data: "{}", version: "" },
    { cookie: cookies[EDITOR] },
  );
  expect(noToken.status).toBe(403);
  // Files outside the forms: no such entry.
  for (const path of [
    "/admin/content/edit/en/..%2F..%2Fpackage.json",
    "/admin/content/edit/en/services/web/..%2F..%2F..%2Ffacts.yaml",
    "/admin/content/edit/%2Fetc%2Fpasswd",
    "/admin/content/edit/en/services/web/copywriting.yaml%00",
    "/admin/content/edit/en/testimonials/anything.yaml",
  ]) {
    expect((await get(server.origin, path, cookies[EDITOR])).status, path).toBe(404);
  }
});

/** A shipped file's fields and the version a save from it names. */
function shippedEntry(file: string) {
  const text = readFileSync(`content/${file}`, "utf8");
  const version = `p${createHash("sha256").update(text).digest("hex")}`;
  if (!file.endsWith(".md")) return { fields: parseYaml(text) as Record<string, unknown>, version };
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(text) ?? [];
  return { fields: { ...(parseYaml(front) as object), body: body.trim() }, version };
}

test("a draft that would break the site is refused at its save, naming the entry it collides with; so is a file the page offers no form for", async () => {
  test.setTimeout(120_000);
  const refused = async (file: string, fields: unknown, version: string, says: string) => {
    // The form's own request (its data, not a page): what the form shows under the field.
    const edit = `/admin/content/edit/${file}`;
    const csrf = await csrfOf(server.origin, edit, cookies[EDITOR] ?? "");
    const response = await post(
      server.origin,
      `${edit}.data`,
      { csrf, intent: "save", version, data: JSON.stringify(fields) },
      { cookie: cookies[EDITOR] },
    );
    expect(response.status, file).toBe(422);
    expect(await response.text(), file).toContain(says);
  };
  // A French service given its sibling's French address: one page would replace the other.
  const maintenance = shippedEntry("fr/services/web/website-maintenance.yaml");
  await refused(
    "fr/services/web/website-maintenance.yaml",
    { ...maintenance.fields, slug: "redaction-web" },
    maintenance.version,
    "is also the address of content/fr/services/web/copywriting.yaml",
  );
  // A case study saved straight into another category's folder, with a taken address.
  const study = shippedEntry("en/work/case-studies/web/copywriting-cedar-ridge-law.yaml");
  await refused(
    "en/work/case-studies/branding/copywriting-cedar-ridge-law.yaml",
    study.fields,
    "new",
    "is also the address of content/en/work/case-studies/web/copywriting-cedar-ridge-law.yaml",
  );
  // A French article address that another article holds, or that the listings reserve.
  const article = shippedEntry("fr/insights/casl-for-your-newsletter.md");
  await refused(
    "fr/insights/casl-for-your-newsletter.md",
    { ...article.fields, slug: "un-premier-agent-conversationnel-sans-risque" },
    article.version,
    "is also the address of content/fr/insights/a-first-ai-chatbot-without-the-risk.md",
  );
  await refused(
    "fr/insights/casl-for-your-newsletter.md",
    { ...article.fields, slug: "categorie" },
    article.version,
    "not page, category, tag, categorie",
  );
  // Files the back office offers no form to add, sent by a forged post.
  const service = shippedEntry("en/services/web/copywriting.yaml");
  const person = shippedEntry("en/team/amara-mensah.yaml");
  const project = shippedEntry("en/work/projects/healthplus.yaml");
  for (const [file, fields] of [
    ["en/services/web/landing-pages.yaml", service.fields],
    ["en/team/new-person.yaml", person.fields],
    ["en/work/projects/new-project.yaml", project.fields],
  ] as const) {
    await refused(file, fields, "new", "is not added from the back office");
  }
  await refused(
    "en/work/case-studies/nowhere/web-new-client.yaml",
    study.fields,
    "new",
    "there is no category nowhere",
  );
  // Nothing was kept.
  const kept = await readStore(
    (store) => store.db.selectFrom("content_drafts").select("file").execute(),
    server.dataDir,
  );
  expect(kept.map((draft) => draft.file)).not.toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /website-maintenance|branding\/copywriting|casl-for|new-|landing|nowhere/,
      ),
    ]),
  );
});

test("an upload is refused to strangers, staff, a translator, another site, a post without its token and a file too large; an image is read back by its name only", async () => {
  test.setTimeout(90_000);
  const image = await sharp({
    create: { width: 1400, height: 900, channels: 3, background: "#fff" },
  })
    .png()
    .toBuffer();
  const upload = async (
    email: string | null,
    { from = server.origin, token = true, bytes = image } = {},
  ) => {
    const body = new FormData();
    if (email && token)
      body.set("csrf", await csrfOf(server.origin, "/admin/content", cookies[email] ?? ""));
    body.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "../../etc/passwd");
    return fetch(`${server.origin}/admin/content/media`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: from, cookie: email ? (cookies[email] ?? "") : "" },
      body,
    });
  };
  expect((await upload(null)).status).toBe(302);
  expect((await upload(STAFF)).status).toBe(403);
  expect((await upload(TRANSLATOR)).status).toBe(403);
  expect((await upload(EDITOR, { from: "https://evil.example" })).status).toBe(403);
  expect((await upload(EDITOR, { token: false })).status).toBe(403);
  const large = await upload(EDITOR, { bytes: Buffer.alloc(13 * 1024 * 1024) });
  expect(large.status).toBe(413);
  // The file's own name plays no part: it is kept under the hash of its bytes.
  const kept = await upload(EDITOR);
  expect(kept.status).toBe(200);
  const { name } = (await kept.json()) as { name: string };
  expect(name).toMatch(/^[a-f0-9]{20}\.webp$/);
  const shown = await get(server.origin, `/admin/content/media/${name}`, cookies[EDITOR]);
  expect([shown.status, shown.headers.get("content-type")]).toEqual([200, "image/webp"]);
  expect(shown.headers.get("cache-control")).toContain("no-store");
  expect((await get(server.origin, `/admin/content/media/${name}`)).status).toBe(302);
  // A hundred sent at once: a few are read in turn, the rest refused at once with a reason to
  // try again; none fails, and the server answers as before.
  const token = await csrfOf(server.origin, "/admin/content", cookies[EDITOR] ?? "");
  const burst = await Promise.all(
    Array.from({ length: 100 }, () => {
      const body = new FormData();
      body.set("csrf", token);
      body.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "photo.png");
      return fetch(`${server.origin}/admin/content/media`, {
        method: "POST",
        headers: { origin: server.origin, cookie: cookies[EDITOR] ?? "" },
        body,
      });
    }),
  );
  const statuses = burst.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
  const refused = burst.find((answer) => answer.status === 429);
  if (!refused) throw new Error("none of the hundred was refused");
  expect(refused.headers.get("retry-after")).toBe("5");
  expect(((await refused.json()) as { message: string }).message).toMatch(/try again/);
  expect((await get(server.origin, "/admin/content", cookies[EDITOR])).status).toBe(200);
  for (const path of [
    "/admin/content/media/..%2F..%2Frepo%2Fcontent%2Fen%2Ffacts.yaml",
    "/admin/content/media/%2Fetc%2Fpasswd",
    `/admin/content/media/${name}%00`,
  ]) {
    expect((await get(server.origin, path, cookies[EDITOR])).status, path).toBe(404);
  }
  // A new story's address is checked on the server too.
  const csrf = await csrfOf(server.origin, "/admin/content", cookies[EDITOR] ?? "");
  for (const slug of ["../../facts", "two--hyphens", "a"]) {
    const made = await post(
      server.origin,
      "/admin/content",
      { csrf, intent: "new", category: "software", slug },
      { cookie: cookies[EDITOR] },
    );
    expect(made.status, slug).toBe(422);
  }
});

test("of two people who opened the same entry, the second save is refused and says who saved first", async () => {
  const path = "/admin/content/edit/en/faqs/pricing/are-your-quotes-fixed.yaml";
  // The version a form opened on the published file names: its text's hash.
  const published = readFileSync("content/en/faqs/pricing/are-your-quotes-fixed.yaml");
  const version = `p${createHash("sha256").update(published).digest("hex")}`;
  const data = {
    order: 1,
    question: "Are your quotes fixed?",
    answer: [
      "Yes: every project starts with a written scope and a fixed price in Canadian dollars.",
    ],
    link: { label: "Book a free consultation", to: "/book" },
  };
  const first = await save(EDITOR, path, data, version);
  expect(first.status).toBe(200);
  const second = await save(EDITOR, path, data, version);
  expect(second.status).toBe(409);
  expect(await second.text()).toContain(
    "editor@maplestack.ca saved this entry after you opened it",
  );
  // The draft is dropped again: the list of drafts is empty.
  const csrf = await csrfOf(server.origin, path, cookies[EDITOR] ?? "");
  const discarded = await post(
    server.origin,
    path,
    { csrf, intent: "discard" },
    { cookie: cookies[EDITOR] },
  );
  expect(discarded.status).toBe(200);
  const listed = await (await get(server.origin, "/admin/content", cookies[EDITOR])).text();
  expect(listed).toContain("No drafts: the site shows every saved change.");
});

/** The server processes building in a folder under `work` (found by their working directory). */
function buildProcesses(work: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(work)) found.push(Number(pid));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

test("a published draft goes live on both app servers and through nginx at once; a build killed halfway leaves the live site and the draft as they were @desktop", async ({
  page,
}) => {
  test.setTimeout(420_000);
  // The shipped topology: a second app server on the same data and site folder, nginx in front
  // of both, following the published release (deploy/follow-release.sh).
  const second = await startServer(base + 1, {}, server.dataDir);
  const nginx = await startNginx(base + 2, [`127.0.0.1:${base}`, `127.0.0.1:${base + 1}`], {
    siteDir: path.join(server.dataDir, "site"),
  });
  try {
    await publishes(page, [server.origin, second.origin, nginx.origin]);
  } finally {
    nginx.stop();
    await second.stop();
  }
});

/**
 * Visitors asking for `path` at each origin, one after another, each request given 5 s: what
 * failed (an error, a status other than 200, no answer), and how many were answered.
 */
function keepAsking(origins: string[], path: string) {
  let asking = true;
  const failed: string[] = [];
  let answered = 0;
  const loops = origins.map(async (origin) => {
    while (asking) {
      try {
        const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        if (response.status === 200) answered += 1;
        else failed.push(`${origin}: ${response.status}`);
      } catch (error) {
        failed.push(`${origin}: ${error instanceof Error ? error.message : error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return {
    stop: async () => {
      asking = false;
      await Promise.all(loops);
      return { failed, answered };
    },
  };
}

/** The service page's title as `origin` serves it, and its policy allows its inline scripts. */
async function liveTitleAt(origin: string) {
  const response = await fetch(`${origin}/services/web/copywriting`);
  const html = await response.text();
  expect(response.headers.get("content-security-policy")).toBe(cspForHtml(html));
  return html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
}

async function publishes(page: Page, origins: string[]) {
  const liveTitle = () => liveTitleAt(server.origin);
  const before = await liveTitle();
  expect(before).toContain("Words that make customers");

  const file = "content/en/services/web/copywriting.yaml";
  const version = `p${createHash("sha256").update(readFileSync(file)).digest("hex")}`;
  const published = parseYaml(readFileSync(file, "utf8")) as {
    hero: { title: { text: string; accent?: string }; description: string };
  };
  const changed = {
    ...published,
    hero: {
      ...published.hero,
      title: { text: "Copy that makes clients", accent: "call you first" },
      // A word no dictionary knows: the publish is held back until the editor accepts it.
      description: `${published.hero.description} Copywritting included.`,
    },
  };
  expect((await save(EDITOR, EDIT, changed, version)).status).toBe(200);
  // A colleague's draft, half-finished: it is listed, not ticked, and never published with it.
  const theirs = "fr/faqs/pricing/are-your-quotes-fixed.yaml";
  const question = shippedEntry(theirs);
  const theirEdit = `/admin/content/edit/${theirs}`;
  expect((await save(TRANSLATOR, theirEdit, question.fields, question.version)).status).toBe(200);

  await signedIn(page, EDITOR);
  await page.goto(`${server.origin}/admin/content`);
  const publishing = page.getByRole("region", { name: "Drafts and publishing" });
  await expect(
    publishing.getByRole("link", { name: "en/services/web/copywriting.yaml" }),
  ).toBeVisible();

  await expect(publishing.getByRole("checkbox", { name: `Publish ${theirs}` })).not.toBeChecked();
  await expect(
    publishing.getByRole("checkbox", { name: "Publish en/services/web/copywriting.yaml" }),
  ).toBeChecked();

  // Killed halfway: the processes rendering the release die once they have run a second (the
  // title is in every page's menu, so every page is rendered again: many seconds).
  await expect(publishing.getByRole("listitem")).toHaveCount(2);
  await publishing.getByRole("button", { name: "Publish 1 change" }).click();
  await expect(publishing.getByRole("status")).toContainText("Publishing");
  const work = path.join(server.dataDir, "site", "work");
  await expect.poll(() => buildProcesses(work).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  for (const pid of buildProcesses(work)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already ended.
    }
  }
  await expect(publishing.getByText(/^Failed: the live site was left as it was/)).toBeVisible({
    timeout: 30_000,
  });
  expect(await liveTitle()).toBe(before);
  await expect(
    publishing.getByRole("link", { name: "en/services/web/copywriting.yaml" }),
  ).toBeVisible();

  // Built, then checked: the misspelt word holds it back, named with its page; nothing changed.
  // "Publish anyway" sent with a first publish, whose warnings nobody read, is not taken.
  const csrf = await csrfOf(server.origin, "/admin/content", cookies[EDITOR] ?? "");
  const forged = await post(
    server.origin,
    "/admin/content",
    { csrf, intent: "publish", accept: "yes", file: "en/services/web/copywriting.yaml" },
    { cookie: cookies[EDITOR] },
  );
  expect(forged.status).toBe(200);
  await page.reload();
  await expect(publishing.getByText(/^Held back: the checks found something/)).toBeVisible({
    timeout: 240_000,
  });
  await expect(publishing.getByText(/^hunspell en_CA: “Copywritting”/)).toContainText(
    "on /services/web/copywriting",
  );
  expect(await liveTitle()).toBe(before);

  // Published: the warning read and accepted, live on every server and through nginx. Visitors
  // asking all the while, on kept connections, are each answered, through the servers' turn to
  // the new release too.
  const visitors = keepAsking(origins, "/services/web/copywriting");
  const started = Date.now();
  await publishing.getByLabel("I have read the warnings below and publish anyway").check();
  await publishing.getByRole("button", { name: "Publish 1 change" }).click();
  // The build the checks read goes live as it is: nothing is built again.
  for (let look = 0; look < 10; look += 1) {
    expect(buildProcesses(work)).toEqual([]);
    await page.waitForTimeout(200);
  }
  for (const origin of origins) {
    await expect
      .poll(() => liveTitleAt(origin), { timeout: 240_000, intervals: [500] })
      .toContain("Copy that makes clients");
  }
  console.log(
    `One service page published, live on ${origins.length} origins after ${Math.round((Date.now() - started) / 1000)} s`,
  );
  // The processes that gave way have ended by now.
  await page.waitForTimeout(3000);
  const asked = await visitors.stop();
  expect(asked.failed).toEqual([]);
  expect(asked.answered).toBeGreaterThan(20);
  await expect(publishing.getByText(/^Live/).first()).toBeVisible({ timeout: 10_000 });
  // The colleague's draft is still a draft, and the live French page is as it was.
  await expect(
    publishing.getByRole("link", { name: "en/services/web/copywriting.yaml" }),
  ).toHaveCount(0);
  await expect(publishing.getByRole("link", { name: theirs })).toBeVisible();
  const csrfTheirs = await csrfOf(server.origin, theirEdit, cookies[TRANSLATOR] ?? "");
  const discarded = await post(
    server.origin,
    theirEdit,
    { csrf: csrfTheirs, intent: "discard" },
    { cookie: cookies[TRANSLATOR] },
  );
  expect(discarded.status).toBe(200);
  // The entry's history names the publish and who made it.
  await page.goto(`${server.origin}${EDIT}`);
  const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history.first()).toContainText("Published by Test Person (editor@maplestack.ca)");
  await expect(history.last()).toContainText("As the site was shipped.");
  // …with what it changed, field by field, and the earlier version can be brought back.
  await expect(history.first()).toContainText("Hero › Title › Text: was Words that make customers");
  await expect(history.first()).toContainText("now Copy that makes clients");
  await history
    .last()
    .getByRole("button", { name: /^Restore this version/ })
    .click();
  await expect(page.getByRole("region", { name: "History" }).getByRole("status")).toContainText(
    "is now this entry's draft",
  );
  await expect(page.getByText(/^Draft saved by editor@maplestack.ca/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Text", exact: true }).first()).toHaveValue(
    /^Words that make customers/,
  );
  // The French twin translates the title that changed: it is listed as needing an update.
  await page.goto(`${server.origin}/admin/content`);
  const toUpdate = page.getByRole("region", { name: /^French to update/ });
  await expect(toUpdate.getByRole("link", { name: `fr/${SERVICE}` })).toBeVisible();
  await expect(toUpdate).toContainText("now Copy that makes clients");
  // The rest of the site is the same release: the French page kept its own words.
  const french = await (await fetch(`${server.origin}/fr/services/web/redaction-web`)).text();
  expect(french).not.toContain("Copy that makes clients");
}

const PORTRAIT_ALT = "Amara Mensah, smiling, at her desk in Ottawa";
const PORTRAIT_ALT_FR = "Amara Mensah, souriante, à son bureau d’Ottawa";
const ARTICLE = "a-dashboard-for-the-freight-yard";
const ARTICLE_TITLE = "A dashboard for the freight yard, step by step";
const ARTICLE_FR = "un-tableau-de-bord-pour-la-cour-de-triage";
const ARTICLE_TITLE_FR = "Un tableau de bord pour la cour, pas à pas";

/** A published article's fields (front matter and body), the model of a new one. */
const articleModel = () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(),
  );
  const text = readFileSync("content/en/insights/how-long-seo-takes.md", "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(text) ?? [];
  return {
    ...(parseYaml(front) as Record<string, unknown>),
    published: today,
    body: body.trim(),
  };
};

/** The French twin of the model article: its words only. */
const articleModelFr = () => {
  const text = readFileSync("content/fr/insights/how-long-seo-takes.md", "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(text) ?? [];
  return { ...(parseYaml(front) as Record<string, unknown>), body: body.trim() };
};

const STUDY = "software/api-tidewater-freight-sync";
const STUDY_PAGE = "/case-studies/api-tidewater-freight-sync";
const STUDY_PAGE_FR = "/fr/etudes-de-cas/integration-api-tidewater-freight-sync";

/** Whether the page at `path` has `text` in its HTML. */
const says = async (path: string, text: string) =>
  (await (await fetch(`${server.origin}${path}`)).text()).includes(text);

/** Polls until `origin` serves `path` with 200, after a publish. */
async function liveAt(origin: string, path: string) {
  await expect
    .poll(async () => (await fetch(`${origin}${path}`)).status, {
      timeout: 240_000,
      intervals: [1000],
    })
    .toBe(200);
  return (await fetch(`${origin}${path}`)).text();
}

/**
 * Publishes every draft from the Content page and waits for the publish to be live (after the
 * journey above, the service's restored version is one of them: it goes live with the story).
 */
async function publishAll(page: Page) {
  await page.goto(`${server.origin}/admin/content`);
  const publishing = page.getByRole("region", { name: "Drafts and publishing" });
  await publishing.getByRole("button", { name: /^Publish \d+ changes?$/ }).click();
  await expect(publishing.getByText(/^Live/).first()).toBeVisible({ timeout: 240_000 });
}

test("a new case study with an uploaded photo, a new article and a portrait go live in English, then in French once their twins are written; the listings, sitemap and search pick them up @desktop", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signedIn(page, EDITOR);
  await page.goto(`${server.origin}/admin/content`);
  const adding = page.getByRole("region", { name: "Add a case study" });
  await adding.getByLabel("Category of its first service").selectOption("software");
  // An address a story already has is refused, saying so.
  await adding.getByLabel("Address, after /case-studies/").fill("api-kelowna-physio-reporting");
  await adding.getByRole("button", { name: "Open its form" }).click();
  await expect(adding.getByRole("alert")).toContainText("already has the address");
  await adding.getByLabel("Address, after /case-studies/").fill("api-tidewater-freight-sync");
  await adding.getByRole("button", { name: "Open its form" }).click();
  await expect(page).toHaveURL(
    `${server.origin}/admin/content/edit/en/work/case-studies/${STUDY}.yaml`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`New entry: ${STUDY}`);
  await expect(page.getByText(/^A new entry, not on the site/)).toBeVisible();

  // The photo: a file that is no image is refused by its content, whatever its name; a photo is
  // uploaded and shown as the page will frame it.
  const photo = page.getByLabel("Photo", { exact: true });
  await expect(photo).toBeEnabled();
  await photo.setInputFiles({
    name: "dispatch.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  const photoStatus = page.locator("#entry-en_image_photo-status");
  await expect(photoStatus).toContainText("not a JPEG, PNG, WebP or AVIF image");
  await photo.setInputFiles({
    name: "dispatch.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "#1d4e89" },
    })
      .jpeg()
      .toBuffer(),
  });
  await expect(photoStatus).toContainText("Uploaded (1600 × 1000 pixels)");
  const preview = page.getByRole("img", {
    name: "The uploaded image, framed as the page shows it",
  });
  await expect(preview).toBeVisible();
  const name = ((await preview.getAttribute("src")) ?? "").split("/").at(-1) ?? "";
  expect(name).toMatch(/^[a-f0-9]{20}\.webp$/);
  // Saved with the other fields empty: the form names what is missing and keeps nothing.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("textbox", { name: "Client" })).toHaveAccessibleDescription(
    /Write this field/,
  );

  // The rest of the story, as a filled form sends it.
  const model = parseYaml(
    readFileSync("content/en/work/case-studies/software/api-kelowna-physio-reporting.yaml", "utf8"),
  ) as Record<string, unknown> & { image: Record<string, string> };
  const english = {
    ...model,
    client: "Tidewater Freight",
    location: "Saint John, New Brunswick",
    image: { scene: "chart", photo: name, alt: "The dispatch board of Tidewater Freight's yard" },
  };
  const file = `/admin/content/edit/en/work/case-studies/${STUDY}.yaml`;
  expect((await save(EDITOR, file, english, "new")).status).toBe(200);

  // An article goes out in the same publish: its address first (a listing's word is refused),
  // then its form, with its Markdown text.
  await page.goto(`${server.origin}/admin/content`);
  const addArticle = page.getByRole("region", { name: "Add an article" });
  await addArticle.getByLabel("Address, after /insights/").fill("page");
  await addArticle.getByRole("button", { name: "Open its form" }).click();
  await expect(addArticle.getByRole("alert")).toContainText("names a listing of the articles");
  await addArticle.getByLabel("Address, after /insights/").fill(ARTICLE);
  await addArticle.getByRole("button", { name: "Open its form" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/content/edit/en/insights/${ARTICLE}.md`);
  const body = page.getByRole("textbox", { name: "Body" });
  await expect(body).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Author" })).toBeVisible();
  const article = { ...articleModel(), key: "freight-yard-dashboards", title: ARTICLE_TITLE };
  await body.fill(String(article.body));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("textbox", { name: "Key" })).toHaveAccessibleDescription(
    /Write this field/,
  );
  await expect(body).toHaveValue(String(article.body));
  expect(
    (await save(EDITOR, `/admin/content/edit/en/insights/${ARTICLE}.md`, article, "new")).status,
  ).toBe(200);

  // A portrait for a member of the team: a square photo, its alt text in both languages. The
  // publish waits for the French words.
  await page.goto(`${server.origin}/admin/content/edit/en/team/amara-mensah.yaml`);
  // Required once a portrait is given: its label ends with the star screen readers skip.
  const portrait = page.getByLabel(/^Photo\*?$/);
  await expect(portrait).toBeEnabled();
  await portrait.setInputFiles({
    name: "amara.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: "#8a5a44" } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.locator("#entry-en_portrait_photo-status")).toContainText(
    "Uploaded (600 × 600 pixels)",
  );
  await page.getByRole("textbox", { name: "Alt" }).fill(PORTRAIT_ALT);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. It is not published yet.")).toBeVisible();
  await page.goto(`${server.origin}/admin/content`);
  const publishing = page.getByRole("region", { name: "Drafts and publishing" });
  await publishing.getByRole("button", { name: /^Publish \d+ changes?$/ }).click();
  await expect(publishing.getByRole("status")).toContainText(
    "fr/team/amara-mensah.yaml: Portrait: missing",
  );
  await page.goto(`${server.origin}/admin/content/edit/fr/team/amara-mensah.yaml`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amara Mensah");
  await page.getByRole("textbox", { name: "Alt" }).fill(PORTRAIT_ALT_FR);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. It is not published yet.")).toBeVisible();
  await publishAll(page);

  const articleHtml = await liveAt(server.origin, `/insights/${ARTICLE}`);
  expect(articleHtml.includes(ARTICLE_TITLE)).toBe(true);
  expect(await says("/insights", ARTICLE_TITLE)).toBe(true);
  expect(await says("/sitemap.xml", `/insights/${ARTICLE}</loc>`)).toBe(true);
  // The portrait on the about page, in AVIF and WebP, with its words in each language.
  const about = await (await fetch(`${server.origin}/about-us`)).text();
  expect(about.includes(`alt="${PORTRAIT_ALT}"`)).toBe(true);
  const portraitAvif = about.match(/srcSet="([^" ]+\.avif) 160w/)?.[1] ?? "";
  expect(portraitAvif).toMatch(/^\/media\/[a-f0-9]{20}-160\.avif$/);
  expect((await fetch(`${server.origin}${portraitAvif}`)).status).toBe(200);
  expect(await says("/fr/a-propos", `alt="${PORTRAIT_ALT_FR}"`)).toBe(true);

  // Live in English, with its photo in AVIF and WebP; the French site has no page for it yet,
  // and the English page names no French alternate.
  const html = await liveAt(server.origin, STUDY_PAGE);
  expect(html.includes("Tidewater Freight")).toBe(true);
  const avif = html.match(/srcSet="([^" ]+\.avif) 640w/)?.[1] ?? "";
  expect(avif).toMatch(/^\/media\/[a-f0-9]{20}-640\.avif$/);
  const image = await fetch(`${server.origin}${avif}`);
  expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/avif"]);
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)];
  expect(alternates.map((link) => link[1])).toEqual(["en-CA", "x-default"]);
  expect((await fetch(`${server.origin}${STUDY_PAGE_FR}`)).status).toBe(404);
  expect(await says("/fr/realisations", "Tidewater Freight")).toBe(false);
  expect(await says("/portfolio", "Tidewater Freight")).toBe(true);
  // The service's version restored in the journey above went live with it.
  expect(await liveTitleAt(server.origin)).toContain("Words that make customers");
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${STUDY_PAGE}</loc>`);
  expect(sitemap).not.toContain("integration-api-tidewater-freight-sync");

  // The Content page says its French is missing and leads to it.
  await page.goto(`${server.origin}/admin/content?q=Tidewater`);
  const row = page.getByRole("row", { name: /Tidewater Freight/ });
  await expect(row).toContainText("French missing");
  await row.getByRole("link", { name: /^Write it/ }).click();
  await expect(
    page.getByText(/^French missing: the French site leaves this entry out/),
  ).toBeVisible();
  // The French form holds the words only: the photo is the English one's.
  await expect(page.getByLabel("Photo", { exact: true })).toHaveCount(0);

  const modelFr = parseYaml(
    readFileSync("content/fr/work/case-studies/software/api-kelowna-physio-reporting.yaml", "utf8"),
  ) as Record<string, unknown>;
  const french = {
    ...modelFr,
    location: "Saint John (Nouveau-Brunswick)",
    image: { alt: "Le tableau de répartition de la cour de Tidewater Freight" },
  };
  const fileFr = `/admin/content/edit/fr/work/case-studies/${STUDY}.yaml`;
  expect((await save(EDITOR, fileFr, french, "new")).status).toBe(200);
  // The article's French twin names its own address and writes its words only.
  const articleFr = { ...articleModelFr(), slug: ARTICLE_FR, title: ARTICLE_TITLE_FR };
  expect(
    (await save(EDITOR, `/admin/content/edit/fr/insights/${ARTICLE}.md`, articleFr, "new")).status,
  ).toBe(200);
  await publishAll(page);
  const articleFrHtml = await liveAt(server.origin, `/fr/perspectives/${ARTICLE_FR}`);
  expect(articleFrHtml.includes(ARTICLE_TITLE_FR)).toBe(true);
  expect(
    articleFrHtml.includes(`hrefLang="en-CA" href="https://maplestack.ca/insights/${ARTICLE}"`),
  ).toBe(true);

  // Now in French too: its page, its twin named both ways, the portfolio, the sitemap, search.
  const htmlFr = await liveAt(server.origin, STUDY_PAGE_FR);
  expect(htmlFr.includes("Le tableau de répartition de la cour de Tidewater Freight")).toBe(true);
  expect(htmlFr.includes(`hrefLang="en-CA" href="https://maplestack.ca${STUDY_PAGE}"`)).toBe(true);
  const htmlEn = await (await fetch(`${server.origin}${STUDY_PAGE}`)).text();
  expect(htmlEn.includes(`hrefLang="fr-CA" href="https://maplestack.ca${STUDY_PAGE_FR}"`)).toBe(
    true,
  );
  expect(await says("/fr/realisations", "Tidewater Freight")).toBe(true);
  expect(await says("/sitemap.xml", `${STUDY_PAGE_FR}</loc>`)).toBe(true);
  await page.goto(`${server.origin}/fr/recherche?q=Tidewater`);
  await expect(page.getByRole("link", { name: /Tidewater Freight/ }).first()).toBeVisible({
    timeout: 15_000,
  });
});
