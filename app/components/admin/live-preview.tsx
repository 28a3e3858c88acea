/**
 * The entry's page as it would be published, drawn beside its form as the person types
 * (docs/decisions/0035). Each pause in the typing sends the fields to the server
 * (routes/admin/content-draw.ts), which checks them and draws the page over the published
 * content in a few hundred milliseconds; the frame then takes the new page in place, where it
 * was scrolled to, and brings the first words that changed into view. A field that would break
 * the page is named at once, and the last page drawn stays, dimmed, until it is fixed.
 *
 * The frame runs no script (`sandbox` without `allow-scripts`; the server also leaves the page's
 * scripts out): it shows the page, its links do not lead away from the form.
 */
import { useEffect, useRef, useState } from "react";
import { CSRF_FIELD } from "~/lib/admin/fields";
import { cn } from "~/lib/cn";
import { DRAW_AFTER_MS } from "~/lib/content/draw-timing";
import { fieldTitle } from "~/lib/content/form-schema";
import type { DrawAnswer } from "~/routes/admin/content-draw";

const DEVICES = {
  desktop: { label: "Desktop", width: 1280 },
  phone: { label: "Phone", width: 390 },
} as const;
type Device = keyof typeof DEVICES;

/** A field's place as the form names it: "Hero › Title", "Sections › 2 › Text". */
const placeOf = (path: readonly (string | number)[]) =>
  path.map((part) => (typeof part === "number" ? String(part + 1) : fieldTitle(part))).join(" › ");

/** The text of a document, node by node, to find the first words that changed. */
function textsOf(root: Node): Text[] {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
    if (node.textContent?.trim()) found.push(node as Text);
  }
  return found;
}

/** Puts the page's new body in the frame where the old one was; the first changed element. */
function takeIn(frame: HTMLIFrameElement, html: string): Element | null {
  const doc = frame.contentDocument;
  if (!doc?.body || doc.readyState === "loading" || frame.dataset.drawn !== "yes") {
    frame.srcdoc = html;
    frame.dataset.drawn = "yes";
    return null;
  }
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const before = textsOf(doc.body).map((node) => node.textContent);
  doc.title = parsed.title;
  // A new stylesheet (the site's code changed since the frame opened) takes the whole page.
  const sheets = (from: Document) =>
    [...from.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));
  if (sheets(doc).join() !== sheets(parsed).join()) {
    frame.srcdoc = html;
    return null;
  }
  const body = doc.importNode(parsed.body, true);
  doc.body.replaceWith(body);
  const after = textsOf(body);
  const first = after.find((node, at) => node.textContent !== before[at]);
  return first?.parentElement ?? null;
}

export function LivePreview({
  file,
  csrf,
  fields,
  ready,
}: {
  file: string;
  csrf: string;
  fields: Record<string, unknown>;
  /** The page has hydrated: the fields are the form's own. */
  ready: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<Device>("desktop");
  const [scale, setScale] = useState(0.5);
  const [height, setHeight] = useState(600);
  const [answer, setAnswer] = useState<DrawAnswer | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [tookMs, setTookMs] = useState<number | null>(null);
  const [page, setPage] = useState<string | null>(null);
  const inFlight = useRef(false);
  const waiting = useRef<string | null>(null);
  const typedAt = useRef(0);
  /** The first page drawn is the form as it opened: no typing to time it from. */
  const opened = useRef(true);

  // The frame is drawn at the device's width and scaled into the column.
  const width = DEVICES[device].width;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const next = Math.min(1, element.clientWidth / width);
      setScale(next);
      setHeight(element.clientHeight / next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const send = async (typed: string) => {
    inFlight.current = true;
    setDrawing(true);
    const body = new FormData();
    body.set(CSRF_FIELD, csrf);
    body.set("data", typed);
    try {
      const response = await fetch(`/admin/content/draw/${file}`, { method: "POST", body });
      const drawn = (await response.json().catch(() => null)) as DrawAnswer | null;
      if (waiting.current === null && drawn && !("superseded" in drawn)) {
        setAnswer(drawn);
        if (drawn.ok && frame.current) {
          const changed = takeIn(frame.current, drawn.html);
          setPage(drawn.page);
          setTookMs(opened.current ? null : Math.round(performance.now() - typedAt.current));
          opened.current = false;
          if (changed) {
            changed.scrollIntoView({ block: "center" });
            changed.classList.add("preview-changed");
            setTimeout(() => changed.classList.remove("preview-changed"), 1200);
          }
        }
      } else if (!drawn) {
        setAnswer({
          ok: false,
          faults: [],
          message: `The preview could not be drawn (error ${response.status}).`,
        });
      }
    } catch {
      setAnswer({ ok: false, faults: [], message: "The preview did not reach the server." });
    } finally {
      inFlight.current = false;
      const next = waiting.current;
      waiting.current = null;
      if (next !== null) void send(next);
      else setDrawing(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: sent as the fields change
  useEffect(() => {
    if (!ready) return;
    const typed = JSON.stringify(fields);
    typedAt.current = performance.now();
    const timer = setTimeout(() => {
      if (inFlight.current) waiting.current = typed;
      else void send(typed);
    }, DRAW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [fields, ready]);

  const faulty = answer && !answer.ok && !("superseded" in answer) ? answer : null;
  const missing = answer?.ok && answer.status !== 200 ? answer.status : null;
  return (
    <section aria-labelledby="live-preview" className="flex h-full flex-col">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="live-preview" className="font-semibold text-lg">
          Preview
        </h2>
        <fieldset className="flex gap-1 text-sm">
          <legend className="sr-only">Width of the preview</legend>
          {(Object.keys(DEVICES) as Device[]).map((name) => (
            <label
              key={name}
              className={cn(
                "inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-3 font-semibold has-focus-visible:outline-2",
                device === name
                  ? "border-ink bg-ink text-paper"
                  : "border-paper-line bg-paper-raised text-ink",
              )}
            >
              <input
                type="radio"
                name="preview-device"
                value={name}
                checked={device === name}
                onChange={() => setDevice(name)}
                className="sr-only"
              />
              {DEVICES[name].label}
            </label>
          ))}
        </fieldset>
        <p role="status" className="text-ink-muted text-sm">
          {!ready
            ? "The preview is drawn once the page is ready."
            : drawing
              ? "Drawing…"
              : answer?.ok && tookMs !== null
                ? `Drawn ${(tookMs / 1000).toFixed(1)} s after the last change: ${page}`
                : answer?.ok
                  ? `The page as the form opened: ${page}`
                  : ""}
        </p>
      </div>
      {faulty ? (
        <div
          role="alert"
          className="mt-2 rounded-lg border border-danger/50 bg-paper-raised p-3 text-sm"
        >
          <p className="font-semibold text-danger">{faulty.message}</p>
          {faulty.faults.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {faulty.faults.map((fault) => (
                <li key={`${fault.path.join(".")}:${fault.message}`}>
                  {fault.path.length > 0 ? <strong>{placeOf(fault.path)}: </strong> : null}
                  {fault.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : missing ? (
        <p role="alert" className="mt-2 font-semibold text-danger text-sm">
          The page answered {missing === 404 ? "404: not found" : `error ${missing}`} with these
          words.
        </p>
      ) : null}
      <div
        ref={box}
        className={cn(
          "relative mt-3 min-h-[28rem] flex-1 overflow-hidden rounded-lg border border-paper-line bg-paper-raised",
          faulty && "opacity-60",
        )}
      >
        <iframe
          ref={frame}
          title="The page as it would be published"
          sandbox="allow-same-origin"
          className="absolute top-0 left-0 origin-top-left border-0 bg-white"
          style={{ width, height, transform: `scale(${scale})` }}
          onLoad={(event) => {
            // The frame's links stay in the frame's page: the preview shows one page.
            const doc = event.currentTarget.contentDocument;
            doc?.addEventListener("click", (click) => {
              if ((click.target as Element | null)?.closest("a, button")) click.preventDefault();
            });
            const style = doc?.createElement("style");
            if (style && doc) {
              style.textContent =
                ".preview-changed{outline:3px solid #d9541e;outline-offset:4px;transition:outline-color .8s}";
              doc.head.append(style);
            }
          }}
        />
      </div>
    </section>
  );
}
