/**
 * A preview's pages lead to the preview's other pages: a link to a page of the site
 * (`/services/web`) goes to the same page of the preview (`/admin/preview/7/services/web`), so
 * the team reads the drafts from page to page, not the live site. The page is parsed as HTML, not
 * matched with patterns; links elsewhere (another site, `#` on the page, `mailto:`) are left.
 */
import { type DefaultTreeAdapterTypes, parse, serialize } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;

function each(node: Node, visit: (element: DefaultTreeAdapterTypes.Element) => void) {
  if ("tagName" in node) visit(node);
  const children = "content" in node ? node.content.childNodes : [];
  for (const child of [...("childNodes" in node ? node.childNodes : []), ...children]) {
    each(child, visit);
  }
}

export function withPreviewLinks(html: string, base: string): string {
  const document = parse(html);
  each(document, (element) => {
    if (element.tagName !== "a") return;
    for (const attribute of element.attrs) {
      const href = attribute.value;
      if (attribute.name !== "href" || !href.startsWith("/") || href.startsWith("//")) continue;
      if (href.startsWith(base)) continue;
      attribute.value = `${base}${href.slice(1)}`;
    }
  });
  return serialize(document);
}
