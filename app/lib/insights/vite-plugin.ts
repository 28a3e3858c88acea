/**
 * `virtual:insights`: every article, rendered at build time, with the moment of the build.
 * Only server modules import it, so the pages get the HTML and the browser no Markdown tools.
 * A file that does not fit the schema fails the build with its name and field.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { articlesFolder, compileArticles } from "./compile";

const id = "virtual:insights";
const resolvedId = `\0${id}`;

export function insights(): Plugin {
  return {
    name: "maplestack-insights",
    // While writing (`npm run dev`), a new, changed or deleted article file re-renders the
    // collection and reloads the page.
    configureServer(server) {
      const folder = path.join(process.cwd(), articlesFolder);
      server.watcher.add(folder);
      const refresh = (file: string) => {
        if (!file.startsWith(folder) || !file.endsWith(".md")) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", refresh);
      server.watcher.on("change", refresh);
      server.watcher.on("unlink", refresh);
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    async load(moduleId) {
      if (moduleId !== resolvedId) return undefined;
      const root = process.cwd();
      for (const lang of ["en", "fr"]) this.addWatchFile(path.join(root, articlesFolder, lang));
      const articles = await compileArticles(root);
      for (const article of articles) this.addWatchFile(path.join(root, article.file));
      return [
        `export const builtAt = ${JSON.stringify(new Date().toISOString())};`,
        `export const articles = ${JSON.stringify(articles)};`,
      ].join("\n");
    },
  };
}
