/**
 * The shape of an accessibility tree without its copy: roles, heading levels, landmarks, the
 * names of form controls and landmarks (interface words), and whether every other element that
 * needs a name has one. Rewording a paragraph, renaming a case study or adding a FAQ question
 * changes nothing here; a lost heading level, a field without its label or a button without a
 * name does.
 */

/** Roles whose names are interface words (app/i18n), kept as they are. */
const KEEP_NAME = new Set([
  "navigation",
  "search",
  "form",
  "complementary",
  "contentinfo",
  "banner",
  "textbox",
  "searchbox",
  "combobox",
  "checkbox",
  "radio",
  "radiogroup",
  "spinbutton",
  "switch",
  "slider",
  "tablist",
]);

type Node = { label: string; children: Node[] };

/** One line of Playwright's aria snapshot YAML: "- role "name" [attrs]: text". */
function normalise(line: string): string | undefined {
  const match = /^- (?:"(.*)"|([a-z]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]+\])*))(:.*)?$/.exec(
    line,
  );
  if (!match) return line.startsWith("- /") ? undefined : "text";
  const [, quotedText, role = "text", name, attributes = ""] = match;
  if (quotedText !== undefined) return "text";
  // A link's address follows the content (another case study, another article): not structure.
  if (role === "url" || line.startsWith("- /url")) return undefined;
  const kept = attributes.replace(/ \[(checked|pressed|selected|expanded)(=[^\]]*)?\]/g, "");
  const named = name === undefined ? "" : KEEP_NAME.has(role) ? ` "${name}"` : " (named)";
  return `${role}${named}${kept}`;
}

function parse(snapshot: string): Node[] {
  const root: Node = { label: "", children: [] };
  const stack: Array<{ indent: number; node: Node }> = [{ indent: -1, node: root }];
  for (const raw of snapshot.split("\n")) {
    if (!raw.trim()) continue;
    const indent = raw.length - raw.trimStart().length;
    const label = normalise(raw.trim());
    while ((stack.at(-1)?.indent ?? -1) >= indent) stack.pop();
    const parent = stack.at(-1)?.node ?? root;
    if (label === undefined) continue;
    const node: Node = { label, children: [] };
    parent.children.push(node);
    stack.push({ indent, node });
  }
  return root.children;
}

/** Siblings of the same shape, one after another, are one: a list is a list, however long. */
function render(nodes: Node[], depth = 0): string[] {
  const lines: string[] = [];
  let previous = "";
  for (const node of nodes) {
    const own = [`${"  ".repeat(depth)}- ${node.label}`, ...render(node.children, depth + 1)];
    const text = own.join("\n");
    if (text === previous) continue;
    lines.push(...own);
    previous = text;
  }
  return lines;
}

export function ariaStructure(snapshot: string): string {
  return `${render(parse(snapshot)).join("\n")}\n`;
}
