import { expect, test } from "@playwright/test";
import { whyPath } from "../../app/content/site";
import { localizePath } from "../../app/i18n/paths";
import { ariaStructure } from "./aria-structure";
import { open } from "./support";

/**
 * The accessibility tree of the main landmark of one page of each kind, as screen readers
 * receive it, without its copy (aria-structure.ts): headings and their levels, landmarks, lists,
 * labelled fields, and a name on every link, button and image. A reworded sentence passes; a
 * lost heading level or label fails here until the stored structure is reviewed and updated
 * (--update-snapshots).
 */
const pages = [
  { kind: "home", path: "/" },
  { kind: "services", path: "/services" },
  { kind: "category", path: "/services/web" },
  { kind: "service", path: "/services/web/website-maintenance" },
  { kind: "why", path: whyPath },
  { kind: "about", path: "/about-us" },
  { kind: "portfolio", path: "/portfolio" },
  { kind: "project", path: "/portfolio/techcorp" },
  { kind: "case-study", path: "/case-studies/maintenance-harbourfront-physiotherapy" },
  { kind: "faqs", path: "/faqs" },
  { kind: "faq-topic", path: "/faqs/pricing" },
  { kind: "contact", path: "/contact-us" },
  { kind: "privacy", path: "/privacy" },
  { kind: "accessibility", path: "/accessibility" },
  { kind: "not-found", path: "/no-such-page" },
];

// Nothing moves by itself under reduced motion, so the slide show holds its first slide.
test.use({ reducedMotion: "reduce" });

/** The same kinds of page in French, each with a tree of its own. */
const frenchPages = pages.map(({ kind, path }) => ({
  kind: `${kind}.fr`,
  path: kind === "not-found" ? "/fr/page-inexistante" : localizePath(path, "fr"),
}));

for (const { kind, path } of [...pages, ...frenchPages]) {
  test(`the ${kind} page's main content keeps its accessibility tree`, async ({ page }) => {
    await open(page, path);
    const tree = await page.getByRole("main").ariaSnapshot();
    expect(ariaStructure(tree)).toMatchSnapshot(`${kind}.structure.txt`);
  });
}
