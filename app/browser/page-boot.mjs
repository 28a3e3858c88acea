/**
 * A public page's boot and the address of the page module it imports. Plain JavaScript, as
 * page-start.mjs is, so that the server's policy (server/headers.mjs) knows the boot by its very
 * text: it allows this script by its hash, and nothing else written in its place.
 */
import { FONT_ATTRIBUTE, FONT_STORAGE_KEY } from "./page-start.mjs";

/**
 * The hash of the page module's text (app/lib/page-module.server.ts): the beacon
 * (app/lib/beacon.ts) and how a page starts (app/browser/page-start.mjs). It is written out, not
 * computed, because the browser's bundle renders the module's address but does not carry its
 * text; a unit test fails, naming the new hash, when the text changes and this does not.
 */
export const PAGE_MODULE_HASH = "qgf71e";

/** Where the page module is served (a prerendered resource route, app/routes/beacon-script.ts). */
export const BEACON_FILE = `/assets/beacon-${PAGE_MODULE_HASH}.js`;

/** The root's attribute for the site's font, as the boot sets it (`data-font`). */
const fontProperty = FONT_ATTRIBUTE.slice("data-".length);

/**
 * A public page's boot, the one inline script of a prerendered page (an inline module, so it
 * runs once the document is parsed, before the first paint, which the paint holder keeps back
 * until then: app/root.tsx). A browser that has noted that it holds the site's font draws the
 * page in it; any other, in the fallback face (app/browser/page-start.mjs, `fetchFontForLater`).
 * The page module is imported once the browser reports the first contentful paint (a `paint`
 * performance entry, filed once the frame is on screen; the load event where it files none).
 */
export const PAGE_BOOT = `let m=()=>import(${JSON.stringify(BEACON_FILE)});try{localStorage.${FONT_STORAGE_KEY}&&(document.documentElement.dataset.${fontProperty}="")}catch{}PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),m())}).observe({type:"paint",buffered:!0}):addEventListener("load",m)`;
