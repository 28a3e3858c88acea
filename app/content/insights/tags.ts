/** The tags of articles, named in both languages; read by pages in the browser, so no schema here. */
/**
 * The tags an article may carry, each named in both languages. A short, shared list keeps
 * "SEO" and "seo" from becoming two pages, and pairs each tag page with its twin.
 */
export const tags = {
  accessibility: { en: "Accessibility", fr: "Accessibilité", frSlug: "accessibilite" },
  compliance: { en: "Compliance", fr: "Conformité", frSlug: "conformite" },
  "french-language": { en: "French language", fr: "Langue française", frSlug: "langue-francaise" },
  budgeting: { en: "Budgeting", fr: "Budget", frSlug: "budget" },
  ecommerce: { en: "E-commerce", fr: "Commerce électronique", frSlug: "commerce-electronique" },
  seo: { en: "SEO", fr: "Référencement", frSlug: "referencement" },
  email: { en: "Email marketing", fr: "Marketing par courriel", frSlug: "marketing-par-courriel" },
  privacy: { en: "Privacy", fr: "Vie privée", frSlug: "vie-privee" },
  chatbots: { en: "Chatbots", fr: "Agents conversationnels", frSlug: "agents-conversationnels" },
  strategy: { en: "Strategy", fr: "Stratégie", frSlug: "strategie" },
  product: { en: "Product development", fr: "Développement de produit", frSlug: "produit" },
  design: { en: "Design", fr: "Conception graphique", frSlug: "conception-graphique" },
  performance: { en: "Speed and uptime", fr: "Vitesse et disponibilité", frSlug: "performance" },
  security: { en: "Security", fr: "Sécurité", frSlug: "securite" },
  "small-business": { en: "Small business", fr: "PME", frSlug: "pme" },
  analytics: { en: "Analytics", fr: "Analytique", frSlug: "analytique" },
} as const;
export type TagKey = keyof typeof tags;
export const tagKeys = Object.keys(tags) as [TagKey, ...TagKey[]];
