/**
 * React Router's client entry, which first waits for the interface's words in the page's
 * language (app/i18n/catalogue.ts): the page's modules started loading them as they were
 * evaluated, so this wait is usually over at once.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadWords } from "./i18n/catalogue";
import { localeOf } from "./i18n/locale";

await loadWords([localeOf(window.location.pathname)]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
