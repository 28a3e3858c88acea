/**
 * Words sent in the page's language only. A catalogue is one module per language, each loaded
 * by a dynamic import, so that the browser gets a chunk per language and a page fetches its own
 * (docs/decisions/0029). Its words are read synchronously once loaded: `catalogue.en`,
 * `catalogue[locale]`. What loads them:
 *
 * - in the browser, defining a catalogue before the page has hydrated starts loading the page's
 *   language at once, and the client entry waits for every defined catalogue before it hydrates
 *   (app/entry.client.tsx); a navigation into the other language waits for its words in the
 *   root's client middleware (app/root.tsx);
 * - on the server, every language is loaded when the services open (`createServices`, which
 *   the emails and jobs outside a request use) and before any request is answered (the root's
 *   middleware, which covers the prerender);
 * - in unit tests, before each file's tests run (tests/setup-unit.ts).
 *
 * Reading a language that has not been loaded throws, naming the catalogue.
 */
import { type Locale, localeOf, locales } from "./locale";

type Loaders<Words> = Record<Locale, () => Promise<{ default: Words }>>;

/** Each defined catalogue's loader, by language. */
const defined: Array<(locale: Locale) => Promise<void>> = [];

/** The root's attribute set once every part of a public page has hydrated. */
const HYDRATED_ATTRIBUTE = "data-hydrated";

export function catalogue<Words>(name: string, loaders: Loaders<Words>): Record<Locale, Words> {
  const loaded: Partial<Record<Locale, Words>> = {};
  const pending: Partial<Record<Locale, Promise<void>>> = {};
  const load = (locale: Locale): Promise<void> => {
    pending[locale] ??= loaders[locale]().then(
      (module) => {
        loaded[locale] = module.default;
      },
      (error: unknown) => {
        // A failed fetch (a dropped connection) is tried again by the next navigation.
        delete pending[locale];
        throw error;
      },
    );
    return pending[locale];
  };
  const read = (locale: Locale): Words => {
    const words = loaded[locale];
    if (!words) throw new Error(`${name}: the ${locale} words are read before they are loaded`);
    return words;
  };
  defined.push(load);
  if (
    typeof document !== "undefined" &&
    !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)
  ) {
    load(localeOf(window.location.pathname)).catch(() => {});
  }
  return {
    get en() {
      return read("en");
    },
    get fr() {
      return read("fr");
    },
  };
}

/** Loads every catalogue defined so far in these languages (all of them by default). */
export async function loadWords(languages: readonly Locale[] = locales): Promise<void> {
  await Promise.all(defined.flatMap((load) => languages.map(load)));
}
