// Zod's own refusals, for the fields whose schema words none itself (mostly a JSON client's wrong
// type or an out-of-range number), said plainly for the person reading the answer (a JSON client,
// or a page form's field): the issue's key or the field already names what is meant. A schema's
// own words always come first (Zod asks this map only when a schema has none). English, and set
// on the server only.
import { config, type $ZodRawIssue } from "zod/v4/core";
import { english } from "./messages/index.server";

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object of named fields",
  date: "a date",
};

const unit = (origin: unknown, count: number) =>
  origin === "string"
    ? ` ${count === 1 ? "character" : "characters"}`
    : origin === "array" || origin === "set"
      ? ` ${count === 1 ? "entry" : "entries"}`
      : "";

const listed = (values: readonly unknown[]) => {
  const shown = values.map((value) => JSON.stringify(value));
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}` : shown[0];
};

/** The plain words for one of Zod's issues, or undefined to keep Zod's. */
export function plainWords(issue: $ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "This is required.";
      return KINDS[issue.expected] ? `This must be ${KINDS[issue.expected]}.` : undefined;
    case "too_big": {
      const most = Number(issue.maximum);
      return issue.inclusive === false
        ? `Less than ${most}${unit(issue.origin, most)}.`
        : `At most ${most}${unit(issue.origin, most)}.`;
    }
    case "too_small": {
      const least = Number(issue.minimum);
      if (issue.origin === "string" && least === 1) return "This is required.";
      return issue.inclusive === false
        ? `More than ${least}${unit(issue.origin, least)}.`
        : `At least ${least}${unit(issue.origin, least)}.`;
    }
    case "invalid_value":
      return issue.values.length > 0 ? `This must be ${listed(issue.values)}.` : undefined;
    case "invalid_format":
      return issue.format === "email"
        ? english["checkout.error.emailInvalid"]
        : issue.format === "url"
          ? "This must be a full web address (https://…)."
          : "This is not written as expected.";
    case "unrecognized_keys":
      return `${issue.keys.length === 1 ? "This field is" : "These fields are"} not accepted: ${issue.keys.join(", ")}.`;
    case "invalid_union":
      return "This matches none of the accepted forms.";
    case "not_multiple_of":
      return `This must be a multiple of ${String(issue.divisor)}.`;
    default:
      return undefined;
  }
}

/** From now on, in this process, Zod says its own refusals in plain words. */
export function sayZodRefusalsPlainly(): void {
  config({ customError: plainWords });
}
