import { Children, isValidElement, type ReactNode, Suspense, useEffect } from "react";

/**
 * Parts of a page that hydrate one by one (React's selective hydration, issue 41, docs/decisions/
 * 0027). Each part is a Suspense boundary (nothing in it suspends). While the page hydrates, a
 * tap or a key in a part that has not hydrated yet makes React hydrate that part inside the
 * event, before answering it: the smaller the part, the sooner the answer. The parts: the
 * header, the content and the footer (app/routes/site-layout.tsx), each band of the content
 * (`Bands`), the desktop navigation and the phone menu's panel (app/components/layout/).
 *
 * The root is marked hydrated (`data-hydrated`, which the page's start waits for to replay what
 * the visitor did before, app/browser/page-start.mjs, and tests wait for) once every part has.
 * A part is counted when its parent hydrates (`Pending`, outside its boundary) and counted off
 * when it hydrates itself (`Settled`, inside it, after its content), so the count cannot reach
 * zero while a part is still to come: a parent's parts are counted before it is counted off.
 */
let unsettled = 0;

function Pending() {
  useEffect(() => {
    unsettled += 1;
    return () => {
      unsettled -= 1;
    };
  }, []);
  return null;
}

function Settled() {
  useEffect(() => {
    unsettled -= 1;
    if (unsettled === 0) document.documentElement.dataset.hydrated = "";
    return () => {
      unsettled += 1;
    };
  }, []);
  return null;
}

/** One part of the page that hydrates on its own. */
export function Boundary({ children }: { children: ReactNode }) {
  return (
    <>
      <Pending />
      <Suspense>
        {children}
        <Settled />
      </Suspense>
    </>
  );
}

/** A page's bands, each a part of its own: a tap on a question hydrates its band, not the page. */
export function Bands({ children }: { children: ReactNode }) {
  return Children.map(children, (child) =>
    isValidElement(child) ? <Boundary>{child}</Boundary> : child,
  );
}
