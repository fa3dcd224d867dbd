// The uploads folder on disk. Every path the shop opens there goes through uploadPath(), which
// refuses anything that would land outside the folder.
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { join, resolve, sep } from "node:path";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";

/** A plain file name: no folders, no leading dot, no "..". */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isUploadName(name: string): boolean {
  return name.length <= 200 && FILE_NAME.test(name) && !name.includes("..");
}

/** The path of a file in the uploads folder; throws for a name that could reach outside it. */
export function uploadPath(name: string): string {
  const folder = resolve(env().uploadsDir);
  const path = resolve(folder, name);
  if (!isUploadName(name) || !path.startsWith(folder + sep)) {
    throw new Error(`Not a file name the uploads folder accepts: ${JSON.stringify(name)}`);
  }
  return path;
}

export const STORAGE_PROBLEM =
  "The shop cannot store files right now: its disk is full or the uploads folder is read-only. Nothing was saved. Please try again later.";

/** Failures of the disk itself rather than of the shop: full, read-only, not ours to write. */
const DISK_ERRORS = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM", "ENOTDIR", "EEXIST"]);

function storageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code && DISK_ERRORS.has(code) ? new ShopError("storage", STORAGE_PROBLEM) : error;
}

/** Writes beside the target and renames, so a reader never sees half a file. */
export async function writeUpload(name: string, data: Uint8Array): Promise<string> {
  const path = uploadPath(name);
  const temporary = join(env().uploadsDir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await mkdir(env().uploadsDir, { recursive: true });
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw storageError(error);
  }
  return path;
}

export async function removeUpload(name: string): Promise<void> {
  await rm(uploadPath(name), { force: true });
}

/** The size of a stored file, or null when it is not there. */
export async function uploadSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

export function uploadStream(path: string): ReadableStream<Uint8Array> {
  return createReadableStreamFromReadable(createReadStream(path));
}
