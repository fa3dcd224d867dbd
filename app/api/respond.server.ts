// The JSON API's responses: one error shape, never an HTML page or a stack trace.
import type { z } from "zod";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { log } from "~/platform/log.server";
import {
  invalidInput,
  isShopError,
  retryAfterHeader,
  ShopError,
  statusOf,
} from "~/platform/errors";
import { parseRequestJson } from "~/platform/field-names";
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from "~/platform/limits";
import { refusalFactsJson } from "./shapes.server";
import { inEnglish } from "~/i18n/in-english.server";

const noStore = { "Cache-Control": "no-store" };

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(data, { status, headers: { ...noStore, ...headers } });
}

/** A refusal's messages said by id (`saidText`) go out in the API's English words. */
export function jsonError(
  status: number,
  error: string,
  extra: { issues?: Record<string, string[]>; [key: string]: unknown } = {},
  headers: HeadersInit = {},
): Response {
  const issues = extra.issues
    ? {
        issues: Object.fromEntries(
          Object.entries(extra.issues).map(([field, messages]) => [field, messages.map(inEnglish)]),
        ),
      }
    : {};
  return json({ error: inEnglish(error), ...extra, ...issues }, status, headers);
}

export function errorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof ShopError) {
    return jsonError(
      statusOf[error.kind],
      error.message,
      { ...(error.issues ? { issues: error.issues } : {}), ...refusalFactsJson(error) },
      retryAfterHeader(error),
    );
  }
  if ((error as { code?: unknown } | null)?.code === "SQLITE_FULL") {
    log.error({ err: error }, "the database's disk is full");
    return jsonError(
      507,
      "The shop cannot save anything right now: its disk is full. Nothing was saved.",
    );
  }
  log.error({ err: error }, "unexpected error in the JSON API");
  return jsonError(500, "Something went wrong on our side. Please try again.");
}

/** Runs a JSON handler, turning every failure into the JSON error shape. */
export async function answer(handler: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    return errorResponse(error);
  }
}

/** Reads and validates a JSON body; malformed, oversized or wrong input is a 4xx ShopError. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ShopError("too-large", BODY_TOO_LARGE);
  let text: string;
  try {
    text = await request.text();
  } catch {
    // The server cut the body off at its limit (and has answered 413), or the client went away.
    throw new ShopError("too-large", BODY_TOO_LARGE);
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ShopError("too-large", BODY_TOO_LARGE);
  let body: unknown;
  try {
    body = parseRequestJson(text);
  } catch (error) {
    if (isShopError(error)) throw error;
    throw new ShopError("invalid", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Use ${allowed.join(" or ")} here.`, {}, { Allow: allowed.join(", ") });
}

/**
 * One document's admin action: PUT (or PATCH) edits it, DELETE deletes it, each answered in the
 * JSON shape; any other method is refused, naming `allowed`.
 */
export function editOrDelete(
  request: Request,
  allowed: string[],
  { edit, remove }: { edit: () => Promise<Response>; remove: () => Response },
): Promise<Response> {
  return answer(async () => {
    requireApiAdmin(request);
    if (request.method === "PUT" || request.method === "PATCH") return edit();
    if (request.method === "DELETE") return remove();
    return methodNotAllowed(allowed);
  });
}
