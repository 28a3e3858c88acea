/**
 * An entry's form in the back office, drawn by @rjsf/core from the JSON Schema the server
 * generated out of the build's own schema (app/lib/content/form-schema.ts). A French form shows,
 * under each field, the English text it translates. Saving posts the whole entry with the version
 * it was made from; the server's faults come back onto their fields, and a refused save leaves
 * the text typed where it is.
 *
 * Nothing typed is lost: the draft saves itself a few seconds after the typing stops, and what
 * is typed is kept in the browser (localStorage) until a save has taken it. A form opened again
 * after a refused save, a reload, a closed tab or a lost connection shows what was typed, and
 * says so.
 */
// The form alone: the package index also exports a test helper that needs a validator we do not use.
import Form from "@rjsf/core/lib/components/Form.js";
import CoreSelectWidget from "@rjsf/core/lib/components/widgets/SelectWidget.js";
import {
  type ErrorSchema,
  ErrorSchemaBuilder,
  type FieldTemplateProps,
  getTemplate,
  getUiOptions,
  type RJSFSchema,
  type TitleFieldProps,
  type UiSchema,
  type WidgetProps,
} from "@rjsf/utils";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { BODY } from "~/content/entry-file";
import { CSRF_FIELD } from "~/lib/admin/fields";
import { UPLOAD_PATH, uploadTooLarge } from "~/lib/post-limits";
import type { SaveAnswer } from "~/routes/admin/content-edit";
import type { UploadAnswer } from "~/routes/admin/content-media";
import { validatorWith } from "./json-validator";
import { AdminButton } from "./ui";

type Props = {
  file: string;
  locale: "en" | "fr";
  /** JSON Schema, as the server generated it. */
  schema: object;
  data: Record<string, unknown>;
  english: Record<string, unknown> | null;
  version: string;
  draft: { updatedAt: number; updatedBy: string } | null;
  canEdit: boolean;
  csrf: string;
  /** The facts the copy may name (`{site.phone}`), in the entry's language. */
  facts: Record<string, unknown>;
  /** Told the fields as they are typed (the live preview draws them). */
  onFields?: (fields: Record<string, unknown>) => void;
};

/** How long after the typing stops the draft saves itself. */
export const AUTOSAVE_MS = 3000;

/** What was typed in an entry's form and not saved yet, kept in this browser. */
type Typed = { data: Record<string, unknown>; version: string; at: number };
const typedKey = (file: string) => `maplestack:typed:${file}`;
function readTyped(file: string): Typed | null {
  try {
    const typed = JSON.parse(localStorage.getItem(typedKey(file)) ?? "null") as Typed | null;
    return typed && typeof typed.data === "object" && typeof typed.version === "string"
      ? typed
      : null;
  } catch {
    return null;
  }
}
function keepTyped(file: string, typed: Typed) {
  try {
    localStorage.setItem(typedKey(file), JSON.stringify(typed));
  } catch {
    // A browser that keeps nothing (private mode, full): the draft's own saves remain.
  }
}
function forgetTyped(file: string) {
  try {
    localStorage.removeItem(typedKey(file));
  } catch {
    // As above.
  }
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const timeOf = (at: number) =>
  new Date(at).toLocaleString("en-CA", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/** A text of more than one line's worth is written in a text area. */
const isLong = (schema: RJSFSchema, value: unknown) =>
  (typeof schema.minLength === "number" && schema.minLength >= 20) ||
  (typeof value === "string" && value.length > 70);

/**
 * The form's presentation, from the schema and an example of the entry: text areas for
 * sentences, and in French the English text under each field.
 */
function uiFor(
  schema: RJSFSchema,
  value: unknown,
  english: boolean | undefined,
  /** The field's own name, where it is a field of an entry's fields. */
  name?: string,
): UiSchema {
  if (schema.type === "string" && !schema.enum) {
    const ui: UiSchema = {};
    if (isLong(schema, value)) ui["ui:widget"] = "textarea";
    if (english && typeof value === "string") ui["ui:help"] = `English: ${value}`;
    return ui;
  }
  if (schema.properties) {
    const record = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [
        key,
        // An uploaded image's name: chosen by uploading, not typed.
        key === "photo"
          ? {
              "ui:widget": "PhotoWidget",
              // A member's portrait is a square; a story's image, the artwork's frame.
              "ui:options": { frame: name === "portrait" ? "square" : "wide" },
            }
          : // A Markdown text: a tall text area; the English one is a link away, not under it.
            key === BODY && (child as RJSFSchema).type === "string"
            ? { "ui:widget": "textarea", "ui:options": { rows: 24 }, "ui:classNames": "field-body" }
            : uiFor(child as RJSFSchema, record[key], english, key),
      ]),
    );
  }
  if (Array.isArray(schema.items)) {
    const list = Array.isArray(value) ? value : [];
    const items = schema.items.map((item, index) =>
      uiFor(item as RJSFSchema, list[index], english),
    );
    // A list of fixed length takes one presentation per place (@rjsf/core's fixed arrays).
    return { items: items as unknown as UiSchema };
  }
  if (schema.items && typeof schema.items === "object") {
    const first = Array.isArray(value) ? value[0] : undefined;
    return { items: uiFor(schema.items as RJSFSchema, first, false) };
  }
  return {};
}

/**
 * The library's select, with a visible label where it has none of its own: the choice of a
 * section's kind (a `oneOf`) is drawn without one.
 */
function SelectWidget(props: WidgetProps) {
  if (!props.id.endsWith("__oneof_select")) return <CoreSelectWidget {...props} />;
  return (
    <>
      <label htmlFor={props.id} className="control-label">
        Kind of section
      </label>
      <CoreSelectWidget {...props} />
    </>
  );
}

/**
 * What the server said of an upload. The route answers JSON; a refusal made before it (a proxy's
 * limit on the body, its error page) may not be, and is said by its status.
 */
async function uploadAnswer(response: Response): Promise<UploadAnswer> {
  const answer = (await response.json().catch(() => null)) as Partial<UploadAnswer> | null;
  if (answer?.ok && typeof answer.name === "string") return answer as UploadAnswer;
  if (typeof answer?.message === "string") return { ok: false, message: answer.message };
  if (response.status === 413) return { ok: false, message: uploadTooLarge };
  return {
    ok: false,
    message: `The server could not take this image (error ${response.status}). Try again.`,
  };
}

/**
 * A case study's photo: the image uploaded (seen as the page frames it), a file field that
 * uploads the chosen file at once, and a button that removes it (the artwork shows again). The
 * server checks the file and keeps it; the form keeps its name, saved with the draft.
 */
function PhotoWidget({ id, value, onChange, disabled, readonly, registry, options }: WidgetProps) {
  const { csrf } = registry.formContext as { csrf: string };
  const square = options.frame === "square";
  const [state, setState] = useState<{ busy: boolean; message: string; failed?: boolean }>({
    busy: false,
    message: "",
  });
  const name = typeof value === "string" && value ? value : null;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, message: "Uploading…" });
    const body = new FormData();
    body.set(CSRF_FIELD, csrf);
    body.set("file", file);
    body.set("frame", square ? "square" : "wide");
    try {
      const answer = await uploadAnswer(await fetch(UPLOAD_PATH, { method: "POST", body }));
      if (answer.ok) onChange(answer.name);
      setState({ busy: false, message: answer.message, failed: !answer.ok });
    } catch {
      setState({
        busy: false,
        message: "The upload did not reach the server. Try again.",
        failed: true,
      });
    }
  };
  return (
    <div className="photo-widget">
      {name ? (
        <img
          src={`/admin/content/media/${name}`}
          alt="The uploaded image, framed as the page shows it"
          width={square ? 160 : 320}
          height={square ? 160 : 200}
          className={
            square
              ? "aspect-square w-40 rounded-full border border-paper-line object-cover"
              : "aspect-[16/10] w-80 max-w-full rounded-lg border border-paper-line object-cover"
          }
        />
      ) : (
        <p className="text-ink-muted text-sm">
          {square
            ? "No photo: the page shows their initials."
            : "No photo: the page shows the artwork of Scene."}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={disabled || readonly || state.busy}
        aria-describedby={`${id}-status`}
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
        className="mt-2 block text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-paper-line file:bg-paper-raised file:px-4 file:font-semibold file:text-ink file:text-sm"
      />
      {name && !disabled && !readonly ? (
        <button
          type="button"
          onClick={() => onChange(undefined)}
          className="mt-2 min-h-11 rounded-lg border border-paper-line px-3 font-semibold text-sm"
        >
          Remove the photo
        </button>
      ) : null}
      <p
        id={`${id}-status`}
        role="status"
        className={state.failed ? "mt-1 font-semibold text-danger text-sm" : "mt-1 text-sm"}
      >
        {state.message}
      </p>
    </div>
  );
}

const widgets = { SelectWidget, PhotoWidget };

/**
 * A required field's mark is seen, not read: its input says it is required, so a screen reader
 * names the field "Title", not "Title star" (the library's own templates put the star in the
 * label's text).
 */
const RequiredMark = ({ required }: { required: boolean }) =>
  required ? (
    <span className="required" aria-hidden="true">
      *
    </span>
  ) : null;

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel } = props;
  const options = getUiOptions(props.uiSchema);
  const Wrap = getTemplate("WrapIfAdditionalTemplate", props.registry, options);
  if (hidden) return <div className="hidden">{children}</div>;
  const labelled = displayLabel && options.widget !== "checkbox";
  return (
    <Wrap {...props}>
      {labelled && label ? (
        <label className="control-label" htmlFor={id}>
          {label}
          <RequiredMark required={required ?? false} />
        </label>
      ) : null}
      {displayLabel && description ? description : null}
      {children}
      {errors}
      {help}
    </Wrap>
  );
}

function TitleFieldTemplate({ id, title, required, optionalDataControl }: TitleFieldProps) {
  return (
    <legend id={id}>
      {title}
      <RequiredMark required={required ?? false} />
      {optionalDataControl}
    </legend>
  );
}

const templates = { FieldTemplate, TitleFieldTemplate };

export function EntryForm({
  locale,
  data,
  english,
  version,
  canEdit,
  csrf,
  onFields,
  ...props
}: Props) {
  const { file } = props;
  const schema = props.schema as RJSFSchema;
  const validator = useMemo(() => validatorWith(props.facts), [props.facts]);
  const save = useFetcher<SaveAnswer>();
  const discard = useFetcher<SaveAnswer>();
  const [formData, setFormData] = useState(data);
  const [current, setCurrent] = useState(version);
  // What the form showed when it was opened again with text typed and not saved, and when.
  const [restored, setRestored] = useState<Typed | null>(null);
  const [online, setOnline] = useState(true);
  // The fields are the form library's controlled inputs: what is typed before the page hydrates
  // would not reach its state, so the fields are read-only until then (the page hydrates on the
  // first pointer move, focus or key).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  /** The entry as last sent to the server, to tell typing since then from what it kept. */
  const sent = useRef<string | null>(null);
  const typedSince = useRef(false);
  // A new version from the server (a save, a discard): the form shows what is now kept, unless
  // more was typed while it was being saved (an automatic save does not take back those words).
  useEffect(() => {
    setCurrent(version);
    if (!typedSince.current) setFormData(data);
  }, [data, version]);
  // Opened again with words typed and not saved: they are put back, and the form says so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens
  useEffect(() => {
    const typed = readTyped(file);
    if (!typed) return;
    if (same(typed.data, data)) {
      forgetTyped(file);
      return;
    }
    typedSince.current = true;
    setFormData(typed.data);
    setCurrent(typed.version);
    setRestored(typed);
  }, [file]);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  const submit = (fields: Record<string, unknown>, version: string) => {
    sent.current = JSON.stringify(fields);
    typedSince.current = false;
    save.submit(
      { [CSRF_FIELD]: csrf, intent: "save", version, data: JSON.stringify(fields) },
      { method: "post" },
    );
  };
  // A save taken: what it took is no longer only in the browser; the next save is made from the
  // version it made.
  useEffect(() => {
    const answer = save.data;
    if (save.state !== "idle" || !answer?.saved || !answer.version) return;
    setCurrent(answer.version);
    setRestored(null);
    if (!typedSince.current) forgetTyped(file);
  }, [save.state, save.data, file]);
  // The draft saves itself a few seconds after the typing stops, when it differs from what the
  // server has, was not refused as it is, and the connection is there.
  // A field the browser's own check finds wanting is named at once, in the words of a save, and
  // nothing is sent until it is fixed (without moving the focus from where the person types).
  const [checked, setChecked] = useState<{ as: string; errors?: ErrorSchema } | null>(null);
  const refusedAs = save.data && !save.data.saved ? sent.current : null;
  useEffect(() => {
    if (!ready || !canEdit || !online || save.state !== "idle") return;
    const typed = JSON.stringify(formData);
    if (same(formData, data) || typed === refusedAs || typed === checked?.as) return;
    if (save.data && !save.data.saved && save.data.conflict) return;
    if (typed === sent.current && save.data?.saved) return;
    const timer = setTimeout(() => {
      const found = validator.validateFormData(formData, schema);
      if (found.errors.length > 0) {
        setChecked({ as: typed, errors: found.errorSchema });
        return;
      }
      setChecked(null);
      submit(formData, current);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  });

  useEffect(() => onFields?.(formData), [formData, onFields]);

  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...uiFor(schema, locale === "fr" ? english : data, locale === "fr"),
      "ui:globalOptions":
        locale === "fr"
          ? { addable: false, removable: false, orderable: false, copyable: false }
          : {},
    }),
    [schema, locale, english, data],
  );

  const answer = save.data;
  const invalidHere = Boolean(checked?.errors) && checked?.as === JSON.stringify(formData);
  const extraErrors = useMemo(() => {
    const local = checked?.as === JSON.stringify(formData) ? checked.errors : undefined;
    if (!answer || answer.saved || !answer.faults) return local;
    const builder = new ErrorSchemaBuilder();
    for (const fault of answer.faults) builder.addErrors(fault.message, fault.path.map(String));
    return local ? { ...builder.ErrorSchema, ...local } : builder.ErrorSchema;
  }, [answer, checked, formData]);
  const message = (discard.state === "idle" && discard.data?.message) || answer?.message;
  const busy = !ready || save.state !== "idle" || discard.state !== "idle";

  return (
    <div className="entry-form mt-6">
      {restored ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-accent-strong bg-selected-soft p-4 text-sm"
        >
          <p className="font-semibold">
            What you typed on {timeOf(restored.at)} was not saved yet: it is back in the form.
          </p>
          <p className="mt-1">
            It saves itself in a few seconds, or with Save draft. To go back to the saved text
            instead, choose Put back the saved text.
          </p>
          <AdminButton
            type="button"
            tone="quiet"
            className="mt-2"
            onClick={() => {
              forgetTyped(file);
              typedSince.current = false;
              setRestored(null);
              setFormData(data);
              setCurrent(version);
            }}
          >
            Put back the saved text
          </AdminButton>
        </div>
      ) : null}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgets}
        templates={templates}
        formContext={{ csrf }}
        formData={formData}
        onChange={(event) => {
          const fields = event.formData as Record<string, unknown>;
          if (same(fields, formData)) return;
          setFormData(fields);
          typedSince.current = true;
          keepTyped(file, { data: fields, version: current, at: Date.now() });
        }}
        onSubmit={(event) => {
          // Offline, the words stay in the browser (the status says so) until it is back.
          if (navigator.onLine) submit(event.formData as Record<string, unknown>, current);
        }}
        extraErrors={extraErrors}
        showErrorList={false}
        focusOnFirstError
        noHtml5Validate
        // An optional list the entry does not have (an article's sources) stays absent, not one
        // empty item to fill.
        experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: "requiredOnly" } }}
        disabled={!canEdit}
        readonly={!ready}
        idPrefix={`entry-${locale}`}
      >
        {canEdit ? (
          <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 border-paper-line border-t bg-paper py-4">
            <AdminButton disabled={busy}>Save draft</AdminButton>
            <AdminButton
              type="button"
              tone="quiet"
              disabled={busy}
              onClick={() => {
                forgetTyped(file);
                typedSince.current = false;
                setRestored(null);
                discard.submit({ [CSRF_FIELD]: csrf, intent: "discard" }, { method: "post" });
              }}
            >
              Discard draft
            </AdminButton>
            <p
              role="status"
              className={
                (answer && !answer.saved) || invalidHere
                  ? "font-semibold text-danger text-sm"
                  : "text-sm"
              }
            >
              {!ready
                ? "Opening the form…"
                : save.state !== "idle"
                  ? "Saving: the whole site is checked with this draft in place…"
                  : busy
                    ? "Saving…"
                    : !online && !same(formData, data)
                      ? "No connection: what you typed is kept in this browser, and saved once the connection is back."
                      : invalidHere
                        ? "Not saved yet: a field needs a change first (named in red). What you typed is kept in this browser."
                        : message}
            </p>
          </div>
        ) : (
          <span />
        )}
      </Form>
    </div>
  );
}
