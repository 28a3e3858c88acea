/** A page's social-share image: /og/home.png for the home page, /og/<path>.png otherwise. */
export function ogImagePath(pagePath: string): string {
  return `/og${pagePath === "/" ? "/home" : pagePath}.png`;
}
