import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical.mjs";

describe("the one spelling of an address", () => {
  it("keeps an address already in it", () => {
    for (const path of [
      "/",
      "/about-us",
      "/admin/leads/12.data",
      "/fr/nous-joindre",
      "/caf%C3%A9",
    ]) {
      expect(canonicalPath(path), path).toBe(path);
    }
  });

  it("lowers the letter case of pages, data requests and exports", () => {
    expect(canonicalPath("/About-Us")).toBe("/about-us");
    expect(canonicalPath("/ADMIN/leads/1")).toBe("/admin/leads/1");
    expect(canonicalPath("/Admin/Leads/1.data")).toBe("/admin/leads/1.data");
    expect(canonicalPath("/admin/LEADS.CSV")).toBe("/admin/leads.csv");
  });

  it("drops trailing slashes and extra leading ones, never leaving a protocol-relative address", () => {
    expect(canonicalPath("/About-Us/")).toBe("/about-us");
    expect(canonicalPath("///")).toBe("/");
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
    expect(canonicalPath("//Evil.example")).toBe("/evil.example");
  });

  it("unescapes what needs no escape, and writes other escapes in upper case", () => {
    expect(canonicalPath("/%61dmin/leads")).toBe("/admin/leads");
    expect(canonicalPath("/%41DMIN")).toBe("/admin");
    expect(canonicalPath("/caf%c3%a9")).toBe("/caf%C3%A9");
    expect(canonicalPath("/a%2fb")).toBe("/a%2Fb");
  });

  it("keeps a booking link's token as it is, in either language", () => {
    expect(canonicalPath("/book/manage/AbC-d_E")).toBe("/book/manage/AbC-d_E");
    expect(canonicalPath("/Book/Manage/AbC-d_E/invite.ics")).toBe(
      "/book/manage/AbC-d_E/invite.ics",
    );
    expect(canonicalPath("/FR/Reserver/Gerer/AbC")).toBe("/fr/reserver/gerer/AbC");
    expect(canonicalPath("/Book")).toBe("/book");
  });

  it("keeps the name of a preview's hashed file as it is", () => {
    expect(canonicalPath("/Admin/Preview/3/assets/app-DsH8I-yZ.css")).toBe(
      "/admin/preview/3/assets/app-DsH8I-yZ.css",
    );
    expect(canonicalPath("/admin/preview/3/Services/Web")).toBe("/admin/preview/3/services/web");
  });

  it("keeps a set-password link's token as it is, and only the token", () => {
    expect(canonicalPath("/admin/set-password/AbC-d_E")).toBe("/admin/set-password/AbC-d_E");
    expect(canonicalPath("/ADMIN/Set-Password/AbC-d_E")).toBe("/admin/set-password/AbC-d_E");
    expect(canonicalPath("/admin/set-password/AbC/")).toBe("/admin/set-password/AbC");
  });

  it("keeps a file's own name, correcting only its slashes", () => {
    const isFile = (path) => path === "/assets/entry-BvRk9kiK.js";
    expect(canonicalPath("/assets/entry-BvRk9kiK.js", isFile)).toBe("/assets/entry-BvRk9kiK.js");
    expect(canonicalPath("/assets/entry-BvRk9kiK.js/", isFile)).toBe("/assets/entry-BvRk9kiK.js");
    expect(canonicalPath("/assets/Missing-X.js", isFile)).toBe("/assets/missing-x.js");
  });
});
