import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type IconName, icons } from "~/components/ui/icon-set";

/**
 * How every icon of the set is drawn: an outline in the text's colour. Said once on each symbol,
 * whose content inherits it inside every `<use>`, rather than on each of the page's references.
 */
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';

/** Every icon of the set as a <symbol>, in one file the browser caches for all pages. */
function sprite(): string {
  const symbols = (Object.entries(icons) as Array<[IconName, (typeof icons)[IconName]]>).map(
    ([name, component]) => {
      const markup = renderToStaticMarkup(createElement(component));
      const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      return `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${inner}</symbol>`;
    },
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

export function loader() {
  return new Response(sprite(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
