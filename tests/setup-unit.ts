import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { loadWords } from "~/i18n/catalogue";

// The interface's words of every catalogue the test file imports, in both languages.
beforeAll(() => loadWords());

afterEach(() => {
  cleanup();
});
