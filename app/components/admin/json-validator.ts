/**
 * The entry form's check in the browser, for comfort (the server checks again, for truth): the
 * field's JSON Schema, read by @cfworker/json-schema, which compiles nothing at run time and so
 * needs no `unsafe-eval` in the page's Content-Security-Policy. It speaks to the form library
 * (@rjsf/core) through the validator interface the library defines.
 */
import { type OutputUnit, Validator } from "@cfworker/json-schema";
import {
  ErrorSchemaBuilder,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from "@rjsf/utils";
import { withFactsShown } from "~/lib/content/form-schema";

const LEAF = new Set([
  "type",
  "const",
  "enum",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "required",
  "additionalProperties",
  "additionalItems",
]);

function at(schema: RJSFSchema, pointer: string): RJSFSchema | undefined {
  let node: unknown = schema;
  for (const part of pointer.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
  }
  return node as RJSFSchema | undefined;
}

/** A sentence for the person typing, from the rule the field broke. */
function say(error: OutputUnit, root: RJSFSchema): string {
  const rule = at(root, error.keywordLocation.replace(/\/[^/]*$/, "")) ?? {};
  switch (error.keyword) {
    case "minLength":
      return rule.minLength === 1
        ? "Write this field."
        : `Write at least ${rule.minLength} characters.`;
    case "maxLength":
      return `Keep it to ${rule.maxLength} characters at most.`;
    case "pattern":
      return "Use lowercase words and hyphens only.";
    case "minItems":
      return `Give at least ${rule.minItems}.`;
    case "maxItems":
      return `Give at most ${rule.maxItems}.`;
    case "required":
      return "Write this field.";
    case "enum":
    case "const":
      return "Choose one of the options.";
    default:
      return "This value is not what the field takes.";
  }
}

const pathOf = (pointer: string) =>
  pointer
    .replace(/^#\/?/, "")
    .split("/")
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));

function run(schema: RJSFSchema, data: unknown) {
  return new Validator(schema as object, "7", false).validate(data);
}

/** The validator of one form, whose texts are checked with the facts they name filled in. */
export const validatorWith = (facts: unknown): ValidatorType => ({
  validateFormData(formData, schema) {
    const result = run(schema, withFactsShown(formData, facts));
    const builder = new ErrorSchemaBuilder();
    const errors: RJSFValidationError[] = [];
    for (const error of result.errors.filter((unit) => LEAF.has(unit.keyword))) {
      const path = pathOf(error.instanceLocation);
      if (error.keyword === "required") {
        const missing = /"([^"]+)"/.exec(error.error)?.[1];
        if (missing) path.push(missing);
      }
      const message = say(error, schema);
      builder.addErrors(message, path);
      errors.push({
        property: `.${path.join(".")}`,
        message,
        stack: `${path.join(".")}: ${message}`,
      });
    }
    return { errors, errorSchema: builder.ErrorSchema };
  },
  isValid(schema, formData, rootSchema) {
    return run({ ...schema, definitions: rootSchema.definitions }, withFactsShown(formData, facts))
      .valid;
  },
  rawValidation(schema, formData) {
    return { errors: run(schema, withFactsShown(formData, facts)).errors as never[] };
  },
});
