/**
 * Every public page that exists today, prerendered to HTML at build time. Later pages add
 * themselves here from their own content modules.
 */
export const staticPages = ["/"] as const;

export function prerenderPaths(): string[] {
  return [...staticPages];
}
