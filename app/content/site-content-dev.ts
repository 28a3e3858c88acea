/**
 * `virtual:site-content` while writing and in the unit tests: the moment is the start of the
 * run, and no page names a browser module of the content (`#content` is bundled as it is).
 * A production build replaces it (scripts/site-content.mjs).
 */
export const siteContentAsset = "";
/** The moment the content was rendered at: what is published is decided against it. */
export const contentAt = __BUILT_AT__;
