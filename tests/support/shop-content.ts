// The shop's content through GET/PUT /api/admin/content, for the tests of its texts and pictures.
import { expect } from "vitest";
import { callJson } from "./shop";

/** The content as the JSON API carries it; the tests build and break it freely. */
export type Content = any;

/** The content as it stands, read with `token`. */
export async function readContent(token: string): Promise<Content> {
  const { status, body } = await callJson("/api/admin/content", { token });
  expect(status).toBe(200);
  return body;
}

/** PUT /api/admin/content with `token`: the answer, saved or refused. */
export const putContent = (token: string, body: unknown) =>
  callJson("/api/admin/content", { method: "PUT", body, token });

/** The content as the Shop content page's form posts it: every box by its path, null as "". */
export function contentFormFields(content: Content, prefix = ""): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(content)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value === null && name === "rating")
      Object.assign(fields, { "rating.en": "", "rating.ar": "" });
    else if (value === null) fields[name] = "";
    else if (typeof value === "object") Object.assign(fields, contentFormFields(value, name));
    else fields[name] = String(value);
  }
  return fields;
}
