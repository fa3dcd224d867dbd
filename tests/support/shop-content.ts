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
