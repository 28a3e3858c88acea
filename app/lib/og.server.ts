/**
 * Each page's social-share image (1200×630 PNG), drawn at build time from the page's own
 * heading in the brand's colours: no external service, no hand-made files to keep in step.
 */

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { categoryPath, findCategory, findService, servicePath } from "~/content/catalogue";
import { site, siteFr, whyPath } from "~/content/site";
import type { Emphasis } from "~/content/types";
import { bookingMessages } from "~/i18n/booking-messages";
import { type Locale, localeOf } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { englishPath, localizePath } from "~/i18n/paths";
import { aboutWords } from "~/i18n/words/about";
import { accessibilityWords } from "~/i18n/words/accessibility";
import { contactWords } from "~/i18n/words/contact";
import { faqsWords } from "~/i18n/words/faqs";
import { insightsWords } from "~/i18n/words/insights";
import { portfolioWords } from "~/i18n/words/portfolio";
import { privacyWords } from "~/i18n/words/privacy";
import { whyWords } from "~/i18n/words/why";
import { articlePath, categoryNameIn, insightsBase } from "~/lib/insights/model";
import { findArticle } from "~/lib/insights.server";
import { companyPages } from "./company.server";
import { homePages } from "./home.server";
import { getService } from "./services.server";
import { caseStudyPage, projectPage } from "./work.server";

type Card = { eyebrow: string; title: Emphasis };

/** The card of a page, named by its address in either language; undefined for no page. */
export function ogCard(pagePath: string): Card | undefined {
  const locale = localeOf(pagePath);
  if (pagePath === insightsBase[locale]) {
    return { eyebrow: insightsWords[locale].eyebrow, title: insightsWords[locale].heroTitle };
  }
  if (pagePath.startsWith(`${insightsBase[locale]}/`)) {
    const article = findArticle(locale, pagePath.slice(insightsBase[locale].length + 1));
    if (!article || articlePath(article) !== pagePath) return undefined;
    return {
      eyebrow: `${insightsWords[locale].name} · ${categoryNameIn(article.category, locale)}`,
      title: { text: article.title },
    };
  }
  const english = englishPath(pagePath);
  // One address per page: a French card only for the French page's own address.
  if (!english || localizePath(english, locale) !== pagePath) return undefined;
  return cardOf(english, locale);
}

function cardOf(pagePath: string, locale: Locale): Card | undefined {
  const m = messages[locale];
  const company = companyPages[locale];
  const fixed: Record<string, Card> = {
    "/": { eyebrow: homePages[locale].hero.eyebrow, title: homePages[locale].hero.title },
    "/services": {
      eyebrow: m.nav.services,
      title:
        locale === "fr"
          ? { text: "Tout ce que votre entreprise", accent: "fait en ligne" }
          : { text: "Everything your business", accent: "does online" },
    },
    [whyPath]: { eyebrow: whyWords[locale].eyebrow, title: company.why.hero.title },
    "/about-us": { eyebrow: aboutWords[locale].eyebrow, title: company.about.hero.title },
    "/portfolio": {
      eyebrow: portfolioWords[locale].eyebrow,
      title: portfolioWords[locale].heroTitle,
    },
    "/faqs": { eyebrow: faqsWords[locale].eyebrow, title: company.faq.hero.title },
    "/privacy": { eyebrow: privacyWords[locale].eyebrow, title: company.privacy.hero.title },
    "/accessibility": {
      eyebrow: accessibilityWords[locale].eyebrow,
      title: company.accessibility.hero.title,
    },
    "/contact-us": { eyebrow: contactWords[locale].eyebrow, title: contactWords[locale].heroTitle },
    "/book": {
      eyebrow: bookingMessages[locale].eyebrow,
      title: { text: bookingMessages[locale].heroTitle },
    },
  };
  if (fixed[pagePath]) return fixed[pagePath];
  const [, first, second, third] = pagePath.split("/");
  if (first === "services" && second) {
    const category = findCategory(second);
    if (!category || categoryPath(category.slug) !== `/services/${second}`) return undefined;
    const categoryName = locale === "fr" ? category.fr.name : category.name;
    if (!third) return { eyebrow: m.nav.services, title: { text: categoryName } };
    const entry = findService(third);
    if (!entry || servicePath(entry) !== pagePath) return undefined;
    return {
      eyebrow: categoryName,
      title: getService(entry.category, entry.slug, locale).hero.title,
    };
  }
  if (first === "faqs" && second && !third) {
    const group = company.faq.groups.find((entry) => entry.id === second);
    return group ? { eyebrow: faqsWords[locale].eyebrow, title: { text: group.title } } : undefined;
  }
  if ((first === "portfolio" || first === "case-studies") && second && !third) {
    const work =
      first === "portfolio" ? projectPage(second, locale) : caseStudyPage(second, locale);
    if (!work) return undefined;
    return { eyebrow: `${work.client} · ${work.sector}`, title: work.title };
  }
  return undefined;
}

const escapeXml = (text: string) =>
  text
    .replace(/\u202f/g, "\u00a0")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** Greedy word wrap by an average glyph width; good enough for a bold sans at one size. */
function wrap(words: Array<{ word: string; accent: boolean }>, maxChars: number) {
  const lines: Array<Array<{ word: string; accent: boolean }>> = [[]];
  let length = 0;
  for (const item of words) {
    const line = lines.at(-1) ?? [];
    if (length > 0 && length + 1 + item.word.length > maxChars) {
      lines.push([item]);
      length = item.word.length;
    } else {
      line.push(item);
      length += (length > 0 ? 1 : 0) + item.word.length;
    }
  }
  return lines;
}

export function ogSvg(card: Card, locale: Locale = "en"): string {
  const words = [
    ...card.title.text.split(/[ \t\n]+/).map((word) => ({ word, accent: false })),
    ...(card.title.accent ?? "")
      .split(/[ \t\n]+/)
      .filter(Boolean)
      .map((word) => ({ word, accent: true })),
  ];
  const totalChars = words.reduce((sum, w) => sum + w.word.length + 1, 0);
  const size = totalChars > 90 ? 52 : totalChars > 60 ? 58 : 66;
  const lines = wrap(words, Math.floor(1040 / (size * 0.62))).slice(0, 4);
  const top = 232 + size;
  const text = lines
    .map((line, index) => {
      const spans = line
        .map(
          (w) =>
            `<tspan fill="${w.accent ? "url(#accent)" : "#f1f5f9"}">${escapeXml(w.word)}</tspan>`,
        )
        .join(" ");
      return `<text x="80" y="${Math.round(top + index * size * 1.15)}" font-size="${size}" font-weight="700" font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif" letter-spacing="-1">${spans}</text>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="accent" gradientUnits="userSpaceOnUse" x1="80" y1="0" x2="1120" y2="0"><stop offset="0" stop-color="#2dd4bf"/><stop offset="0.5" stop-color="#38bdf8"/><stop offset="1" stop-color="#a78bfa"/></linearGradient>
<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2dd4bf"/><stop offset=".5" stop-color="#38bdf8"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="#070b16"/>
<rect x="0" y="0" width="1200" height="8" fill="url(#accent)"/>
<g transform="translate(80 64) scale(2)"><rect width="32" height="32" rx="9" fill="#131c33"/><g fill="none" stroke="url(#mark)" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"><path d="M7 21.5 16 15l9 6.5"/><path d="M9.5 16 16 11.2l6.5 4.8" opacity=".75"/><path d="M12 10.5 16 7.5l4 3" opacity=".5"/><path d="M16 15v10"/></g></g>
<text x="158" y="109" font-size="34" font-weight="700" fill="#f1f5f9" font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif">${escapeXml(site.name)}</text>
<text x="80" y="${Math.round(top - size - 36)}" font-size="24" font-weight="700" fill="#2dd4bf" letter-spacing="3" font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif">${escapeXml(card.eyebrow.toUpperCase())}</text>
${text}
<rect x="80" y="540" width="1040" height="1" fill="#243150"/>
<text x="80" y="582" font-size="24" fill="#a9b6cc" font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif">${escapeXml(site.url.replace("https://", ""))} · ${escapeXml(locale === "fr" ? siteFr.tagline : site.tagline)}</text>
</svg>`;
}

/**
 * Where drawn cards are kept by the hash of their drawing, so a build does not draw again a card
 * that did not change: OG_CACHE_DIR (a publish's, app/lib/content/publish.server.ts) first, then
 * the project's own, which the shipped build fills and a publish's build reads through its link
 * to node_modules. Writing is best effort: a folder that cannot be written is only not filled.
 */
const CARD_CACHES = [
  process.env.OG_CACHE_DIR,
  path.resolve("node_modules", ".cache", "maplestack-share-images"),
].filter((dir): dir is string => Boolean(dir));
/** Changes when the drawing's renderer or fonts do, so that no card drawn before is reused. */
const DRAWING_VERSION = "@resvg/resvg-js 2.6.2, DejaVu Sans";

export function ogPng(card: Card, locale: Locale = "en"): Uint8Array {
  const svg = ogSvg(card, locale);
  const name = `${createHash("sha256").update(DRAWING_VERSION).update(svg).digest("hex")}.png`;
  for (const dir of CARD_CACHES) {
    try {
      return readFileSync(path.join(dir, name));
    } catch {
      // Not drawn yet here.
    }
  }
  const png = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  })
    .render()
    .asPng();
  const [cache] = CARD_CACHES;
  if (cache) {
    try {
      mkdirSync(cache, { recursive: true });
      writeFileSync(path.join(cache, `${name}.${process.pid}`), png);
      renameSync(path.join(cache, `${name}.${process.pid}`), path.join(cache, name));
    } catch {
      // A read-only folder (the image's, to the app's user): the card is drawn each time.
    }
  }
  return png;
}
