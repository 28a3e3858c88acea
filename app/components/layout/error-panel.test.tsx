// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPanel } from "./error-panel";

function renderPanel(error: unknown) {
  return render(
    <MemoryRouter>
      <ErrorPanel error={error} />
    </MemoryRouter>,
  );
}

describe("ErrorPanel", () => {
  it("shows the 404 page for a missing page", () => {
    renderPanel(new ErrorResponse(404, "Not Found", null));
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  });

  it("says the site will be back, with the phone and email, when it is unavailable", () => {
    renderPanel(new ErrorResponse(503, "Service Unavailable", null));
    expect(screen.getByRole("heading", { name: "We'll be right back" })).toBeTruthy();
    expect(screen.getByText(/it may not have reached us: go back/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "+1 (416) 555-0142" }).getAttribute("href")).toBe(
      "tel:+14165550142",
    );
  });

  it("shows status and text of any other error response", () => {
    renderPanel(new ErrorResponse(502, "Bad Gateway", null));
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("502 Bad Gateway")).toBeTruthy();
  });

  it("shows the message of a thrown error, and its stack in development", () => {
    const error = new Error("The quote could not be priced");
    const { container } = renderPanel(error);
    expect(screen.getByText("The quote could not be priced")).toBeTruthy();
    expect(import.meta.env.DEV).toBe(true);
    expect(container.querySelector("pre")?.textContent).toContain("error-panel.test");
  });
});
