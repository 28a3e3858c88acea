// @vitest-environment jsdom
import { act, type ReactNode, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Bands, Boundary } from "./boundary";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Content that is ready on the server and, in the browser, waits for a promise. */
function Waiting({ until, children }: { until?: Promise<void>; children: ReactNode }) {
  if (until) use(until);
  return <>{children}</>;
}

function Page({ until }: { until?: Promise<void> }) {
  return (
    <>
      <Boundary>
        <header>Header</header>
      </Boundary>
      <Boundary>
        <Bands>
          <section>First band</section>
          <section>
            <Waiting until={until}>Second band</Waiting>
          </section>
          {null}
        </Bands>
      </Boundary>
    </>
  );
}

/** The page as the server sends it, hydrated in the browser; resolves once React has settled. */
async function hydrate(until?: Promise<void>) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Page until={until} />);
  });
  return container;
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.replaceChildren();
});

describe("the page's parts", () => {
  it("are each a boundary of their own, bands included, with nothing for an empty child", async () => {
    const html = renderToString(<Page />);
    // The header, the content, and its two bands.
    expect(html.match(/<!--\$-->/g)).toHaveLength(4);
  });

  it("mark the page hydrated once every part has hydrated", async () => {
    await hydrate();
    expect(document.documentElement.dataset.hydrated).toBe("");
  });

  it("do not mark it while one part has still to hydrate", async () => {
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const container = await hydrate(until);
    expect(container.textContent).toContain("Second band");
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await act(async () => release());
    expect(document.documentElement.dataset.hydrated).toBe("");
  });
});
