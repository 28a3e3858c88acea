/** The six practices; their addresses, icons and words are in content/en/categories. */
export const categorySlugs = [
  "web",
  "software",
  "artificial-intelligence",
  "digital-marketing",
  "branding",
  "hosting",
] as const;

export type CategorySlug = (typeof categorySlugs)[number];
