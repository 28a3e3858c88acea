import { expect, test } from "@playwright/test";
import { Subscribers } from "../../app/lib/subscribers.server";
import { type ServerProcess, startServer } from "./server-process";
import { parseMail, SmtpSink } from "./smtp-sink";
import { readStore } from "./store";
import { open } from "./support";

/**
 * The newsletter by CASL, against a server of its own whose emails reach a local SMTP sink:
 * subscribing asks for confirmation by email, the link in it confirms, and every email
 * carries an unsubscribe link (whose page's button unsubscribes) and RFC 8058's headers.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 230;
let server: ServerProcess;
let sink: SmtpSink;

test.beforeAll(async () => {
  sink = new SmtpSink(base + 1);
  await sink.start();
  server = await startServer(base, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(base + 1),
    OUTBOX_POLL_MS: "200",
    PUBLIC_ORIGIN: `http://127.0.0.1:${base}`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** The emails sent to an address, parsed. */
const mailTo = (email: string) =>
  sink.received.filter((raw) => raw.includes(`To: ${email}`)).map(parseMail);

async function waitForMail(email: string, count = 1) {
  await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(count);
  const mail = mailTo(email)[count - 1];
  if (!mail) throw new Error("no email");
  const links = [...mail.text.matchAll(/http:\/\/\S+/g)].map((match) => match[0]);
  const confirm = links.find((link) => /\/(confirm|confirmer)\?/.test(link)) ?? "";
  const unsubscribe = links.find((link) => /\/(unsubscribe|desabonnement)\?/.test(link)) ?? "";
  return { mail, confirm, unsubscribe };
}

const subscriber = (email: string) =>
  readStore(
    async (store) => (await new Subscribers(store).list()).find((s) => s.email === email),
    server.dataDir,
  );

test("double opt-in: subscribe, confirm from the email, leave by the RFC 8058 post", async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.ca`;
  await open(page, `${server.origin}/`);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText("Thanks for subscribing!");
  await expect(
    footer.getByText("Check your inbox: confirm your address with the link we just sent you."),
  ).toBeVisible();

  // Stored, but not subscribed until confirmed.
  expect(await subscriber(email)).toMatchObject({ status: "unconfirmed", confirmedAt: null });
  const { mail, confirm, unsubscribe } = await waitForMail(email);
  expect(mail.headers.subject).toBe("Confirm your subscription to the Maplestack newsletter");
  expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(confirm).toMatch(/\/newsletter\/confirm\?s=\d+&t=[\w-]{32}$/);

  // Opening the link is not confirming (a mail scanner opens links too): the button is.
  expect((await fetch(confirm)).status).toBe(200);
  expect((await subscriber(email))?.status).toBe("unconfirmed");
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed");
  expect(await subscriber(email)).toMatchObject({ status: "confirmed" });

  // A mail program's one-click unsubscribe: a POST with no Origin and no cookie.
  const oneClick = await fetch(unsubscribe, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  expect(await subscriber(email)).toMatchObject({ status: "unsubscribed" });
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});

test("opening the unsubscribe link changes nothing; its page's button unsubscribes, without JavaScript too", async ({
  browser,
}) => {
  const email = `scanned-${Date.now()}@example.ca`;
  await fetch(`${server.origin}/newsletter`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
  const { unsubscribe } = await waitForMail(email);
  // What a mail scanner does: prefetch the link, follow it, ask for its headers.
  for (const method of ["GET", "HEAD"]) {
    expect((await fetch(unsubscribe, { method })).status).toBe(200);
  }
  expect((await subscriber(email))?.status).toBe("unconfirmed");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Unsubscribe from our newsletter",
  );
  await expect(page.getByText(email)).toBeVisible();
  expect((await subscriber(email))?.status).toBe("unconfirmed");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  expect((await subscriber(email))?.status).toBe("unsubscribed");
  await context.close();
});

test("in French: the email and pages are French, the link leads to the button that unsubscribes, and asking again sends nothing more", async ({
  page,
}) => {
  const email = `lectrice-${Date.now()}@exemple.ca`;
  const posted = await fetch(`${server.origin}/fr/infolettre`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, sourcePage: "/fr" }),
  });
  expect(posted.status).toBe(200);
  const first = await waitForMail(email);
  expect(first.mail.headers.subject).toMatch(/^=\?UTF-8\?|^Confirmez votre abonnement/);
  expect(first.mail.text).toContain("Pour confirmer, ouvrez ce lien");
  expect(first.confirm).toMatch(/\/fr\/infolettre\/confirmer\?/);
  expect(first.unsubscribe).toMatch(/\/fr\/infolettre\/desabonnement\?/);

  // Opening the link changes nothing; the button on its page unsubscribes, at once.
  await page.goto(first.unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Vous désabonner de notre infolettre",
  );
  expect((await subscriber(email))?.status).toBe("unconfirmed");
  await page.getByRole("button", { name: "Me désabonner" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Désabonnement effectué");
  expect((await subscriber(email))?.status).toBe("unsubscribed");
  // The confirmation link of a request that was withdrawn no longer subscribes anyone.
  await page.goto(first.confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Cette adresse s’est désabonnée",
  );

  // The way back is its owner writing to us from the address: the page offers no button that
  // would email an address that just said no (CASL, docs/decisions/0019).
  await page.goto(first.unsubscribe);
  await expect(page.getByRole("button", { name: "Me réabonner" })).toHaveCount(0);
  await expect(page.locator('main a[href^="mailto:hello@maplestack.ca?subject="]')).toHaveCount(1);
  // Asked for again by anyone, now or in a month: the same answer as for any address, and no
  // email at all; it stays unsubscribed.
  const again = await fetch(`${server.origin}/fr/infolettre`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: email.toUpperCase() }),
  });
  expect(await again.text()).toContain("Encore une étape");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(mailTo(email)).toHaveLength(1);
  expect((await subscriber(email))?.status).toBe("unsubscribed");
});

test("a forged or altered link changes nothing", async ({ page }) => {
  const email = `forged-${Date.now()}@example.ca`;
  await fetch(`${server.origin}/newsletter`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
  const { confirm, unsubscribe } = await waitForMail(email);
  const other = (link: string) => link.replace(/s=(\d+)/, (_m, id) => `s=${Number(id) + 1000}`);
  const forged = (link: string) => link.replace(/t=[\w-]+/, `t=${"A".repeat(32)}`);
  for (const link of [forged(unsubscribe), other(unsubscribe)]) {
    const response = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status, link).toBe(400);
  }
  const confirming = await fetch(forged(confirm), {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(confirming.status).toBe(400);
  await page.goto(forged(unsubscribe));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await page.goto(forged(confirm));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
  expect((await subscriber(email))?.status).toBe("unconfirmed");
  // A post to the confirmation page from another site is refused before it is read.
  const crossSite = await fetch(confirm, {
    method: "POST",
    headers: {
      origin: "https://evil.example",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "",
  });
  expect(crossSite.status).toBe(403);
  expect((await subscriber(email))?.status).toBe("unconfirmed");
});
