import { expect, type Page, test } from "@playwright/test";
import { Leads } from "../../app/lib/leads.server";
import { Subscribers } from "../../app/lib/subscribers.server";
import { readStore } from "./store";
import { expectNoAxeViolations, NEWSLETTER_GREEN, NEWSLETTER_RED, open } from "./support";

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ca`;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** From the French home page to a service page through the menus, as a visitor would. */
async function reachServiceThroughMenu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByText("Services", { exact: true }).click();
    await menu.getByText("Solutions web", { exact: true }).click();
    await menu.getByRole("link", { name: "Conception et développement de sites web" }).click();
  } else {
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "Conception et développement de sites web" }).click();
  }
  await expect(page).toHaveURL(/\/fr\/services\/web\/conception-et-developpement-de-sites-web$/);
}

test("in French: menu, service page, quote form sent, thanked by name in French", async ({
  page,
}) => {
  await open(page, "/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await reachServiceThroughMenu(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, "French service page");

  await page.getByRole("main").getByRole("link", { name: "Démarrer un projet" }).first().click();
  await expect(page).toHaveURL(/\/fr\/nous-joindre$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // An empty form gets its errors in French, each tied to its field.
  await page.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(page.getByRole("alert")).toContainText("Veuillez corriger les champs signalés.");
  await expect(page.getByLabel("Prénom", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Prénom", { exact: true })).toHaveAccessibleDescription(
    "Veuillez entrer votre prénom.",
  );

  const email = unique("fr-journey");
  await page.getByLabel("Prénom", { exact: true }).fill("Amélie");
  await page.getByLabel("Nom de famille", { exact: true }).fill("Tremblay");
  await page.getByLabel("Entreprise", { exact: true }).fill("Boulangerie du Coin");
  await page.getByLabel("Courriel", { exact: true }).fill(email);
  await page.getByRole("checkbox", { name: "Solutions web" }).check();
  await page
    .getByLabel("Budget prévu (en dollars canadiens)", { exact: true })
    .selectOption({ label: "De 15\u00a0000\u00a0$ à 50\u00a0000\u00a0$" });
  await page
    .getByLabel("Moment préféré pour vous rappeler", { exact: true })
    .selectOption({ label: "N’importe quand" });
  await page
    .getByLabel("Votre projet", { exact: true })
    .fill("Un site bilingue avec commandes en ligne pour nos trois boulangeries.");
  await page.getByRole("checkbox", { name: /Oui, envoyez-moi le courriel mensuel/ }).check();
  await page.getByRole("button", { name: "Envoyer ma demande" }).click();

  const thanks = page.getByRole("heading", { name: "Merci, Amélie." });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText(/Votre demande nous est bien parvenue/)).toBeVisible();

  const stored = await readStore(async (store) =>
    (await new Leads(store).all()).filter((lead) => lead.email === email),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    language: "fr",
    sourcePage: "/fr/nous-joindre",
    budget: "$15,000 to $50,000",
    callbackTime: "Any time",
    marketingConsent: true,
  });
  expect(stored[0]?.consentWording).toContain("Oui, envoyez-moi le courriel mensuel");
});

test("in French: the newsletter answers in French, with the spec's colours and timing", async ({
  page,
}) => {
  await page.clock.install();
  await open(page, "/fr/a-propos");
  const footer = page.getByRole("contentinfo");
  const field = footer.getByRole("textbox", { name: "Adresse courriel" });
  const subscribe = footer.getByRole("button", { name: "S’abonner" });

  await field.fill("pas-une-adresse");
  await subscribe.click();
  const status = footer.getByRole("status");
  await expect(status).toHaveText("Veuillez entrer une adresse courriel valide");
  await expect(status).toHaveCSS("color", NEWSLETTER_RED);

  const email = unique("fr-news");
  await field.fill(email);
  await subscribe.click();
  await expect(status).toHaveText("Merci de votre abonnement\u202f!");
  await expect(status).toHaveCSS("color", NEWSLETTER_GREEN);
  await expect(field).toHaveValue("");
  const next = footer.getByText("Surveillez votre boîte de réception");
  await expect(next).toBeVisible();
  await page.clock.runFor(3000);
  await expect(status).toHaveText("");
  // The thanks clears; what to do next stays.
  await expect(next).toBeVisible();

  const stored = await readStore(async (store) =>
    (await new Subscribers(store).list()).filter((subscriber) => subscriber.email === email),
  );
  expect(stored).toMatchObject([{ language: "fr", sourcePage: "/fr/a-propos" }]);
  expect(stored[0]?.consentWording).toContain("Un courriel utile par mois");
});

test("in French: an unknown address gets the 404 page in French, with a way home", async ({
  page,
}) => {
  const response = await page.goto("/fr/page-qui-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page).toHaveTitle("Page introuvable | Maplestack");
  await page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" }).click();
  await expect(page).toHaveURL(/\/fr$/);
});

test("the language switch sits in the header and in the phone menu, and names its language", async ({
  page,
}) => {
  await open(page, "/fr/a-propos");
  const inBar = page
    .locator("header")
    .getByRole("link", { name: "English" })
    .filter({ visible: true })
    .first();
  await expect(inBar).toBeVisible();
  await expect(inBar).toHaveAttribute("href", "/about-us");
  await expect(inBar).toHaveAttribute("lang", "en-CA");
  await expect(inBar).toHaveAttribute("hreflang", "en-CA");
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const inMenu = page.locator("#mobile-menu").getByRole("link", { name: "English" });
    await expect(inMenu).toBeVisible();
    await expect(inMenu).toHaveAttribute("href", "/about-us");
  }
});
