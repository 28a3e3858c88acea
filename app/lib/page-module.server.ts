import pageStart from "../../server/page-start.mjs?raw";
import { BEACON_SCRIPT } from "./beacon";

/**
 * The page module every public page names in its head, render-blocking: how a prerendered page
 * starts (server/page-start.mjs, as written; the build minifies the file it serves), what draws
 * every band before the page is scrolled to a section or a focus, then the analytics beacon.
 * Served under a name that carries its hash (BEACON_FILE).
 */
export const PAGE_MODULE = `${pageStart}\nstartPage();\ndrawBandsWhenAimedAt();\n${BEACON_SCRIPT};\n`;
