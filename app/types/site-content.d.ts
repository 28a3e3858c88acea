/** The content as data (scripts/site-content.mjs): the browser's module of it, and its moment. */
declare module "virtual:site-content" {
  /** Where the page's browser code imports the collections it draws; "" while writing. */
  export const siteContentAsset: string;
  /** When the content was rendered (ISO 8601): articles dated after it are not published yet. */
  export const contentAt: string;
}
