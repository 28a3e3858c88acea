/** When the build ran (ISO 8601), set by vite.config.ts: articles dated after it wait for the next build. */
declare const __BUILT_AT__: string;
/**
 * True in a preview of the drafts (vite.config.ts): the page is drawn as it would be published,
 * without its scripts, under a banner that says it is not public.
 */
declare const __PREVIEW__: boolean;
