import pageStart from "../browser/page-start.mjs?raw";
import { BEACON_SCRIPT } from "./beacon";

/**
 * The page module every public page's boot imports just after the first paint (PAGE_BOOT): the
 * timing of the first interaction and how a page starts (app/browser/page-start.mjs, as written;
 * the build minifies the file it serves), what draws every band before the page is scrolled to
 * a section or a focus, the analytics beacon, then the font for the next pages. Served under a name that carries its hash
 * (BEACON_FILE).
 */
export const PAGE_MODULE = `${pageStart}\ntimeFirstInteraction();\nstartPage();\ndrawBandsWhenAimedAt();\n${BEACON_SCRIPT};\nfetchFontForLater();\n`;
