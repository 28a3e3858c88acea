import { describe, expect, it } from "vitest";
import { OFFICE_ZONE } from "./slots";
import { zoneChoices, zoneLabel, zoneOrOffice } from "./zones";

const december = Date.parse("2026-12-07T15:00:00Z");

describe("the visitor's time zone", () => {
  it("names a zone the browser reports by its old name after the city as spelled today", () => {
    expect(zoneOrOffice("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(zoneOrOffice("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(zoneLabel(zoneOrOffice("Asia/Calcutta"), "en", december)).toMatch(/— Kolkata$/);
    expect(zoneLabel(zoneOrOffice("Asia/Saigon"), "fr", december)).toMatch(/— Ho Chi Minh$/);
    const choices = zoneChoices(zoneOrOffice("Asia/Calcutta"), "en", december);
    expect(choices.map((choice) => choice.label).join(" ")).not.toContain("Calcutta");
  });

  it("keeps a current zone as it is, and falls back to Toronto for anything else", () => {
    expect(zoneOrOffice("America/Halifax")).toBe("America/Halifax");
    expect(zoneOrOffice("Mars/Olympus_Mons")).toBe(OFFICE_ZONE);
    expect(zoneOrOffice("<script>")).toBe(OFFICE_ZONE);
    expect(zoneOrOffice(undefined)).toBe(OFFICE_ZONE);
  });
});
