/**
 * The icons a page shows, inside the page.
 *
 * Icons are `<use>` references into one sprite (`/icons.svg`, drawn at build time). A page that
 * names the sprite makes the browser fetch all of it while the page loads, one more request
 * beside the stylesheet and the font that the first paint shares the connection with. The
 * finished HTML of every page instead carries the symbols it uses (a few hundred bytes each,
 * compressed with the page) and refers to them by fragment. React keeps the server's attributes
 * when it hydrates; icons rendered later in the browser use the cached sprite file.
 */

const SPRITE_USE = /<use href="\/icons\.svg#([a-z0-9-]+)"/g;
const SYMBOL = /<symbol id="([a-z0-9-]+)"([\s\S]*?)<\/symbol>/g;

/** The symbols of the sprite file by name. */
export function spriteSymbols(spriteSvg) {
  return new Map([...spriteSvg.matchAll(SYMBOL)].map((match) => [match[1], match[2]]));
}

/** The HTML with the icons it uses defined at the end of its body; unchanged without icons. */
export function inlineIcons(html, symbols) {
  const names = [...new Set([...html.matchAll(SPRITE_USE)].map((match) => match[1]))].sort();
  if (names.length === 0) return html;
  const defined = names.map((name) => {
    const body = symbols.get(name);
    if (body === undefined) throw new Error(`inlineIcons: no icon "${name}" in the sprite`);
    return `<symbol id="icon-${name}"${body}</symbol>`;
  });
  const defs = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${defined.join("")}</svg>`;
  if (!html.includes("</body>")) throw new Error("inlineIcons: the page has no </body>");
  return html
    .replace(SPRITE_USE, '<use href="#icon-$1"')
    .replace("</body>", () => `${defs}</body>`);
}
