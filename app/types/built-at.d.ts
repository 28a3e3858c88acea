/** When the build ran (ISO 8601), set by vite.config.ts: articles dated after it wait for the next build. */
declare const __BUILT_AT__: string;
