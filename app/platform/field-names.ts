// A field's name from a request (a form box, a query parameter, a JSON key) is only ever a key of
// a plain record: a name that reaches an object's prototype (`__proto__`, `constructor`,
// `prototype`, in any segment of "a.b[0].c") is refused whole, so no request can change an object
// outside itself — which would reach every email, link and page the process makes afterwards.
import { ShopError } from "./errors";

const PROTOTYPE_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

export const UNSAFE_FIELD_NAME =
  "This request names a field the shop never accepts (__proto__, constructor or prototype). Nothing was changed.";

/** True when any segment of a field's name ("a.b", "a[b]") would reach a prototype. */
export function isUnsafeFieldName(name: string): boolean {
  return name.split(/[.[\]]/).some((segment) => PROTOTYPE_SEGMENTS.has(segment.trim()));
}

/** The first of `names` that would reach a prototype, or null. */
export function unsafeFieldName(names: Iterable<string>): string | null {
  for (const name of names) if (isUnsafeFieldName(name)) return name;
  return null;
}

/** Refuses (400) a set of names when one of them would reach a prototype. */
export function assertSafeFieldNames(names: Iterable<string>): void {
  if (unsafeFieldName(names) !== null) throw new ShopError("invalid", UNSAFE_FIELD_NAME);
}

/** A record with no prototype: a key read from it is only ever one the request set. */
export function plainRecord<Value>(): Record<string, Value> {
  return Object.create(null) as Record<string, Value>;
}

/** A form's text fields as a plain record (the last value of a repeated name), after the check. */
export function formRecord(form: FormData): Record<string, string> {
  assertSafeFieldNames(form.keys());
  const record = plainRecord<string>();
  for (const [name, value] of form.entries()) if (typeof value === "string") record[name] = value;
  return record;
}

/**
 * JSON.parse for a request body: a key that would reach a prototype, at any depth, is refused
 * (400) rather than kept, so later merges of the parsed value cannot carry it anywhere.
 */
export function parseRequestJson(text: string): unknown {
  let unsafe = false;
  const parsed: unknown = JSON.parse(text, (key, value: unknown) => {
    if (PROTOTYPE_SEGMENTS.has(key)) unsafe = true;
    return value;
  });
  if (unsafe) throw new ShopError("invalid", UNSAFE_FIELD_NAME);
  return parsed;
}
