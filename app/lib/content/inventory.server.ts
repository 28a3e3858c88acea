/**
 * What the back office's content page lists: every entry of content/, grouped as the team thinks
 * of them (services, case studies, FAQ…), each with its English file and its French twin. The
 * files are read as they are on disk, so a change shows at once. A French file is the twin of
 * the English file at the same path under content/fr.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { ContentLanguage } from "../admin/roles";

export type Area = {
  id: string;
  label: string;
  /** The folder under content/<language>, and how deep its entries lie in it. */
  folder: string;
  depth: 1 | 2;
  extensions: string[];
};

/** The kinds of entry, in the order the page shows them. */
export const AREAS: Area[] = [
  { id: "services", label: "Services", folder: "services", depth: 2, extensions: [".yaml"] },
  {
    id: "categories",
    label: "Service categories",
    folder: "categories",
    depth: 1,
    extensions: [".yaml"],
  },
  {
    id: "case-studies",
    label: "Case studies",
    folder: "work/case-studies",
    depth: 2,
    extensions: [".yaml"],
  },
  {
    id: "projects",
    label: "Portfolio projects",
    folder: "work/projects",
    depth: 1,
    extensions: [".yaml"],
  },
  { id: "faq-topics", label: "FAQ topics", folder: "faqs", depth: 1, extensions: [".yaml"] },
  { id: "faq-questions", label: "FAQ questions", folder: "faqs", depth: 2, extensions: [".yaml"] },
  {
    id: "testimonials",
    label: "Testimonials",
    folder: "testimonials",
    depth: 1,
    extensions: [".yaml"],
  },
  { id: "team", label: "Team", folder: "team", depth: 1, extensions: [".yaml"] },
  { id: "articles", label: "Articles", folder: "insights", depth: 1, extensions: [".md"] },
  {
    id: "company",
    label: "Company pages",
    folder: "company",
    depth: 1,
    extensions: [".md", ".yaml"],
  },
  { id: "pages", label: "Words of each page", folder: "pages", depth: 1, extensions: [".yaml"] },
  {
    id: "site",
    label: "Facts, plans, home page and menus",
    folder: "",
    depth: 1,
    extensions: [".yaml"],
  },
];

export type ContentFile = { path: string; title: string; text: string };

export type Entry = {
  area: string;
  /** The entry's path under content/en (or content/fr for a French file without its English). */
  key: string;
  en: ContentFile | null;
  fr: ContentFile | null;
};

/** Files written once for both languages: no French twin is expected. */
const SHARED_FILES = new Set(["testimonials"]);

export async function readInventory(contentDir: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const area of AREAS) {
    const en = await filesOf(contentDir, "en", area);
    const fr = await filesOf(contentDir, "fr", area);
    const frByTwin = new Map<string, ContentFile>();
    for (const file of fr) frByTwin.set(file.path, file);
    const seen = new Set<string>();
    for (const file of en) {
      const key = file.path;
      seen.add(key);
      entries.push({ area: area.id, key: file.path, en: file, fr: frByTwin.get(key) ?? null });
    }
    for (const [key, file] of frByTwin) {
      if (!seen.has(key)) entries.push({ area: area.id, key: file.path, en: null, fr: file });
    }
  }
  return entries;
}

/** Whether an entry is expected in French too. */
export const needsFrench = (entry: Entry) => !SHARED_FILES.has(entry.area);

async function filesOf(contentDir: string, language: ContentLanguage, area: Area) {
  const root = path.join(contentDir, language, area.folder);
  const found: ContentFile[] = [];
  const walk = async (dir: string, depth: number) => {
    let names: import("node:fs").Dirent[];
    try {
      names = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const item of names.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) {
        if (depth < area.depth) await walk(full, depth + 1);
        continue;
      }
      if (depth !== area.depth || !area.extensions.includes(path.extname(item.name))) continue;
      const text = await readFile(full, "utf8");
      const fields = fieldsOf(text, path.extname(item.name));
      const relative = path
        .relative(path.join(contentDir, language), full)
        .split(path.sep)
        .join("/");
      found.push({
        path: relative,
        title: titleOf(fields, item.name),
        text,
      });
    }
  };
  await walk(root, 1);
  return found;
}

function fieldsOf(text: string, extension: string): Record<string, unknown> {
  try {
    const source = extension === ".md" ? (text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? "") : text;
    const parsed = parseYaml(source);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Files whose fields hold no name of their own. */
const FILE_TITLES: Record<string, string> = {
  "facts.yaml": "Company facts, contacts and plans",
  "home.yaml": "Home page",
  "navigation.yaml": "Menus and footer",
};

/** What the team calls the entry: its name, question or title, else its file's name. */
function titleOf(fields: Record<string, unknown>, fileName: string): string {
  const fixed = FILE_TITLES[fileName];
  if (fixed) return fixed;
  const client = typeof fields.client === "string" ? fields.client : null;
  const headline = typeof fields.headline === "string" ? fields.headline : null;
  if (client && headline) return `${client}: ${headline}`;
  for (const key of ["name", "question", "title", "headline", "story"]) {
    const value = fields[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  const meta = fields.meta as { title?: unknown } | undefined;
  if (typeof meta?.title === "string") return meta.title;
  return fileName.replace(/\.[a-z]+$/, "");
}

/** Lower case, without accents: « Été » is found by "ete". */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The entries whose title, path or text (in either language) holds every word of the query. */
export function search(entries: Entry[], query: string): Entry[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = folded(
      [entry.en, entry.fr]
        .map((file) => (file ? `${file.title}\n${file.path}\n${file.text}` : ""))
        .join("\n"),
    );
    return words.every((word) => haystack.includes(word));
  });
}
