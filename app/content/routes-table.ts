/**
 * Every public page, prerendered to HTML at build time. The sitemap and the tests read the
 * same list, so a page exists in all three or in none.
 */

import { BEACON_FILE } from "../browser/page-boot.mjs";
import { localizePath } from "../i18n/paths";
import { artPath } from "../lib/art";
import { ogImagePath } from "../lib/og-path";
import { categories, categoryPath, servicePath, services } from "./catalogue";
import { companyContent } from "./company";
import { faqTopics } from "./company/faq-topics";
import type { SceneKind } from "./schema";
import { serviceContent } from "./services";
import { whyPath } from "./site";
import { caseStudyContent, projectContent, workIn } from "./work";

export const staticPages = [
  "/",
  "/services",
  whyPath,
  "/about-us",
  "/portfolio",
  "/faqs",
  "/privacy",
  "/accessibility",
] as const;

/**
 * Pages rendered on each request instead: the contact and booking pages sign a fresh form token
 * per visit, and the booking page shows the times free at that moment.
 * The sitemap lists them with the prerendered pages.
 */
export const requestPages = ["/contact-us", "/book"] as const;

/**
 * The pages of the agency's work: every portfolio project, and every other case study behind a
 * showcase card. A project has one address, on the portfolio; its case-study address redirects.
 */
export function workPaths(): string[] {
  return [
    ...projectContent.map((project) => `/portfolio/${project.slug}`),
    ...caseStudyContent.map((study) => `/case-studies/${study.slug}`),
  ];
}

/** The FAQ's topic pages, one per group of questions. */
export function faqTopicPaths(): string[] {
  return faqTopics.map((topic) => `/faqs/${topic.id}`);
}

export function prerenderPaths(): string[] {
  return [
    ...staticPages,
    ...faqTopicPaths(),
    ...categories.map((category) => categoryPath(category.slug)),
    ...services.map(servicePath),
    ...workPaths(),
  ];
}

/**
 * The English pages with no French twin yet: a case study published in English first. The
 * French site has no page for it, links to none and names none in its hreflang.
 */
export function englishOnlyPaths(): string[] {
  const french = new Set(workIn.fr.caseStudies.map((study) => study.slug));
  return caseStudyContent
    .filter((study) => !french.has(study.slug))
    .map((study) => `/case-studies/${study.slug}`);
}

/** The French twin of every prerendered page that has one. */
export function frenchPaths(): string[] {
  const alone = new Set(englishOnlyPaths());
  return prerenderPaths()
    .filter((path) => !alone.has(path))
    .map((path) => localizePath(path, "fr"));
}

export const frenchRequestPages = requestPages.map((path) => localizePath(path, "fr"));

/**
 * Every public page in both languages, English first: the sitemap and the site-wide tests. The
 * English pages without a French twin are englishOnlyPaths().
 */
export function publicPages(): Array<{ en: string; fr: string }> {
  const alone = new Set(englishOnlyPaths());
  return [...prerenderPaths(), ...requestPages]
    .filter((path) => !alone.has(path))
    .map((path) => ({ en: path, fr: localizePath(path, "fr") }));
}

/** Every artwork a page shows, by scene and seed; each becomes one prerendered SVG file. */
export function artImages(): Array<{ scene: SceneKind; seed: string }> {
  const images = serviceContent.flatMap((service) => {
    const seed = `${service.category}/${service.slug}`;
    return [
      { scene: service.hero.image.scene, seed: `${seed}/hero` },
      { scene: service.intro.image.scene, seed: `${seed}/intro` },
    ];
  });
  const workImages = [
    ...caseStudyContent.map((study) => ({ scene: study.image.scene, seed: study.slug })),
    ...projectContent.flatMap((project) => [
      { scene: project.image.scene, seed: project.slug },
      { scene: project.detailImage.scene, seed: `${project.slug}/detail` },
    ]),
  ];
  const { why, about } = companyContent.en;
  const companyImages = [
    { scene: why.hero.image.scene, seed: "why/hero" },
    { scene: why.intro.image.scene, seed: "why/intro" },
    { scene: about.hero.image.scene, seed: "about/hero" },
    { scene: about.story.image.scene, seed: "about/story" },
    { scene: "dashboard" as const, seed: "portfolio/hero" },
    { scene: "chat" as const, seed: "faqs/hero" },
  ];
  const categoryImages = categories.map((category) => ({
    scene: categoryScene(category.slug),
    seed: `category/${category.slug}`,
  }));
  return [...images, ...workImages, ...companyImages, ...categoryImages];
}

/** A category page shows the scene of its first service's hero. */
export function categoryScene(category: string): SceneKind {
  return (
    serviceContent.find((service) => service.category === category)?.hero.image.scene ?? "browser"
  );
}

/** The favicon as PNG, by path and size in pixels. */
export const appIconSizes: Readonly<Record<string, number>> = {
  "/apple-touch-icon.png": 180,
  "/icon-192.png": 192,
  "/icon-512.png": 512,
};

/**
 * Pages plus the files drawn at build time: the icon sprite, the analytics beacon, every artwork, every page's share
 * image, the app icons, the sitemap and robots.txt.
 */
export function prerenderAll(): string[] {
  const pages = [...prerenderPaths(), ...frenchPaths()];
  const twice = addressesTwice(pages);
  if (twice.length > 0) {
    throw new Error(
      `Two pages would have the same address (one would replace the other): ${twice.join(", ")}`,
    );
  }
  return [
    ...pages,
    "/icons.svg",
    BEACON_FILE,
    ...artImages().map((image) => artPath(image.scene, image.seed)),
    ...publicPages().flatMap((pair) => [ogImagePath(pair.en), ogImagePath(pair.fr)]),
    ...englishOnlyPaths().map(ogImagePath),
    ...Object.keys(appIconSizes),
    "/sitemap.xml",
    "/robots.txt",
  ];
}

/** The addresses a list names more than once, in any letter case (they are one page). */
export function addressesTwice(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const path of paths) {
    const address = path.toLowerCase();
    if (seen.has(address)) twice.add(path);
    seen.add(address);
  }
  return [...twice];
}
