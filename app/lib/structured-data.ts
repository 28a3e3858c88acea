/**
 * schema.org JSON-LD for search engines, built from the same content as the pages: the
 * organisation on every page (in full on its home and About pages), and Service and
 * BreadcrumbList where the page shows them. FAQPage describes the FAQ's topic pages only, which
 * answer its questions: a service page is already a WebPage about a Service, and its questions
 * are a section of it, not its kind.
 */
import { site, siteFr } from "~/content/site";
import type { Locale } from "~/i18n/locale";

type Thing = Record<string, unknown>;

const absolute = (path: string) => `${site.url}${path === "/" ? "" : path}`;

export const organizationId = `${site.url}/#organization`;

/** The agency, as a ProfessionalService (a kind of Organization) serving all of Canada. */
export function organization(locale: Locale = "en"): Thing {
  return {
    ...organizationReference(),
    legalName: site.legalName,
    logo: `${site.url}/icon-512.png`,
    image: `${site.url}/og/${locale === "fr" ? "fr" : "home"}.png`,
    description: locale === "fr" ? siteFr.tagline : site.tagline,
    foundingDate: String(site.founded),
    telephone: site.phone.href.replace("tel:", ""),
    email: site.email.display,
    address: {
      "@type": "PostalAddress",
      addressLocality: "Toronto",
      addressRegion: "ON",
      addressCountry: "CA",
    },
    areaServed: { "@type": "Country", name: "Canada" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: site.phone.href.replace("tel:", ""),
      email: site.email.display,
      areaServed: "CA",
      availableLanguage: ["English", "French"],
    },
    sameAs: site.socials.map((social) => social.href),
  };
}

/**
 * The pages that describe the agency in full, in both languages: the home and About pages.
 * Google asks for an organisation's details on its home page or on one page about it, not on
 * every page (developers.google.com/search/docs/appearance/structured-data/organization).
 * Elsewhere the agency is named by its identifier, name and web address, which the page's other
 * nodes (a service's provider, an article's publisher) refer to: about 200 bytes of compressed
 * HTML less on every other page (docs/decisions/0012).
 */
export const organizationProfilePages: ReadonlySet<string> = new Set([
  "/",
  "/fr",
  "/about-us",
  "/fr/a-propos",
]);

/** Whether the page at this address gives the agency's full profile (a trailing slash or not). */
export function describesAgency(pathname: string): boolean {
  return organizationProfilePages.has(
    pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname,
  );
}

/** The agency as the other nodes of a page refer to it; its profile starts with the same. */
export function organizationReference(): Thing {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    "@id": organizationId,
    name: site.name,
    url: site.url,
  };
}

export function breadcrumbs(crumbs: ReadonlyArray<{ label: string; path: string }>): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.path),
    })),
  };
}

export function service({
  name,
  description,
  path,
  category,
}: {
  name: string;
  description: string;
  path: string;
  category: string;
}): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absolute(path),
    serviceType: name,
    category,
    provider: { "@id": organizationId },
    areaServed: { "@type": "Country", name: "Canada" },
  };
}

export function faqPage(
  faqs: ReadonlyArray<{ question: string; answer: string | readonly string[] }>,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: typeof faq.answer === "string" ? faq.answer : faq.answer.join("\n\n"),
      },
    })),
  };
}

/** JSON inside a <script> element: "<" is escaped so no text can close the element. */
export function jsonLdText(data: Thing): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
