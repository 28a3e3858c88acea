import { describe, expect, it } from "vitest";
import {
  accessOfChoice,
  accessOfRow,
  editsContent,
  editsLanguage,
  ROLE_CHOICES,
  roleChoiceOf,
  roleLabel,
} from "./roles";

describe("roles", () => {
  it("lets owners and editors change content, and a translator only their language", () => {
    const owner = { role: "owner", contentLanguage: null } as const;
    const staff = { role: "staff", contentLanguage: null } as const;
    const editor = { role: "editor", contentLanguage: null } as const;
    const translator = { role: "editor", contentLanguage: "fr" } as const;
    expect([owner, editor, translator, staff].map(editsContent)).toEqual([true, true, true, false]);
    expect(editsLanguage(owner, "en") && editsLanguage(owner, "fr")).toBe(true);
    expect(editsLanguage(editor, "en") && editsLanguage(editor, "fr")).toBe(true);
    expect([editsLanguage(translator, "fr"), editsLanguage(translator, "en")]).toEqual([
      true,
      false,
    ]);
    expect(editsLanguage(staff, "en")).toBe(false);
  });

  it("reads only the choices the team page offers, and each round-trips", () => {
    for (const { value, access } of ROLE_CHOICES) {
      expect(accessOfChoice(value)).toEqual(access);
      expect(roleChoiceOf(access)).toBe(value);
    }
    for (const forged of ["admin", "editor-de", "", null, "OWNER"]) {
      expect(accessOfChoice(forged)).toBeUndefined();
    }
    expect(roleLabel({ role: "editor", contentLanguage: "fr" })).toBe("Editor, French only");
  });

  it("reads an unknown role in the database as staff, and a language only for an editor", () => {
    expect(accessOfRow("superuser", null)).toEqual({ role: "staff", contentLanguage: null });
    expect(accessOfRow("owner", "fr")).toEqual({ role: "owner", contentLanguage: null });
    expect(accessOfRow("editor", "de")).toEqual({ role: "editor", contentLanguage: null });
    expect(accessOfRow("editor", "en")).toEqual({ role: "editor", contentLanguage: "en" });
  });
});
