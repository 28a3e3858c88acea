import { expect, test } from "@playwright/test";

/*
 * Every French page in French, typeset the French way, with nothing left in English and no link
 * out of the French site: sweep.spec.ts, in its one pass over every page.
 */

test("the language switch leads to the same page in the other language, at both widths", async ({
  page,
}) => {
  await page.goto("/services/web/website-design-development");
  const toFrench = page.getByRole("link", { name: "Français" }).filter({ visible: true }).first();
  await expect(toFrench).toHaveAttribute("hreflang", "fr-CA");
  await expect(toFrench).toHaveAttribute("lang", "fr-CA");
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/services\/web\/conception-et-developpement-de-sites-web$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "English" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/services\/web\/website-design-development$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
});

test("/ stays English whatever the browser prefers, and /fr is the French home", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "HTTP only: once is enough");
  const home = await request.get("/", { headers: { "Accept-Language": "fr-CA,fr;q=0.9" } });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<html lang="en-CA"');
  const french = await request.get("/fr");
  expect(await french.text()).toContain('<html lang="fr-CA"');
});

test("French addresses redirect like English ones, and an unknown one gets the French 404", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "HTTP only: once is enough");
  const canonical = "/fr/services/web/conception-et-developpement-de-sites-web";
  for (const path of [
    "/fr/services/web/Conception-Et-Developpement-De-Sites-Web",
    "/fr/services/logiciels/conception-et-developpement-de-sites-web",
    "/fr/services/web/website-design-development",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(canonical);
  }
  const alias = await request.get("/fr/services/intelligence-artificielle/ai-poc-mvp", {
    maxRedirects: 0,
  });
  expect(alias.headers().location).toBe(
    "/fr/services/intelligence-artificielle/preuve-de-concept-et-pmv-ia",
  );
  for (const [from, to] of [
    [
      "/fr/etudes-de-cas/copywriting-cedar-ridge-law",
      "/fr/etudes-de-cas/redaction-cedar-ridge-law",
    ],
    ["/fr/etudes-de-cas/Redaction-Cedar-Ridge-Law", "/fr/etudes-de-cas/redaction-cedar-ridge-law"],
    ["/fr/etudes-de-cas/techcorp", "/fr/realisations/techcorp"],
    ["/fr/realisations/TechCorp", "/fr/realisations/techcorp"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  const missing = await request.get("/fr/nulle-part");
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<html lang="fr-CA"');
  expect(html).toContain("Page introuvable");
});
