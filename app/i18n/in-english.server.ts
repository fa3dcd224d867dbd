// A refusal's text in the shop's English words, every message said by id in it said in English:
// what the JSON API answers, and what tests read a schema's or the domain's refusals as.
import { ShopError } from "~/platform/errors";
import { translator } from "./page-language.server";

export const inEnglish = (text: string): string => translator("en").say(text);

/** Every string in a value (a refusal's issues, a problem) said in English. */
export function allInEnglish<T>(value: T): T {
  if (typeof value === "string") return inEnglish(value) as T;
  if (Array.isArray(value)) return value.map(allInEnglish) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, allInEnglish(inner)]),
    ) as T;
  }
  return value;
}

/** A refusal's kind, message and issues as the JSON API words them. */
export function refusalInEnglish(error: unknown) {
  if (!(error instanceof ShopError)) return error;
  return {
    kind: error.kind,
    message: inEnglish(error.message),
    issues: allInEnglish(error.issues),
  };
}
