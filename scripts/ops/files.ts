// Folder helpers for backups and restores: a snapshot of the uploads folder, moves that fall back
// to copying across disks, fsync so a finished archive survives a power cut, readable sizes.
import { constants } from "node:fs";
import { copyFile, cp, link, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** An upload being written right now (app/images/files.server.ts): not part of the shop yet. */
export function isUploadInProgress(name: string): boolean {
  return name.startsWith(".") && name.endsWith(".tmp");
}

export interface FolderSummary {
  files: number;
  bytes: number;
}

/**
 * Puts a copy of `source` at `destination` (created), leaving out uploads in progress. Files are
 * hard links where the disk allows it (uploaded files are never changed in place, only added and
 * removed), else copies. A file removed meanwhile is simply not there.
 */
export async function snapshotFolder(source: string, destination: string): Promise<FolderSummary> {
  await mkdir(destination, { recursive: true });
  const summary: FolderSummary = { files: 0, bytes: 0 };
  let entries;
  try {
    entries = await readdir(source, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return summary;
    throw error;
  }
  for (const entry of entries) {
    const from = join(source, entry.name);
    const to = join(destination, entry.name);
    if (entry.isDirectory()) {
      const inner = await snapshotFolder(from, to);
      summary.files += inner.files;
      summary.bytes += inner.bytes;
    } else if (entry.isFile() && !isUploadInProgress(entry.name)) {
      try {
        await link(from, to).catch(() => copyFile(from, to, constants.COPYFILE_FICLONE));
        summary.files += 1;
        summary.bytes += (await stat(to)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  return summary;
}

/** Files and bytes in a folder, all the way down (0 when it does not exist). */
export async function folderSummary(folder: string): Promise<FolderSummary> {
  const summary: FolderSummary = { files: 0, bytes: 0 };
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return summary;
    throw error;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const inner = await folderSummary(path);
      summary.files += inner.files;
      summary.bytes += inner.bytes;
    } else if (entry.isFile()) {
      summary.files += 1;
      summary.bytes += (await stat(path)).size;
    }
  }
  return summary;
}

/** What a folder holds, leaving out a repository's `.gitkeep`; [] when it does not exist. */
export async function folderEntries(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => name !== ".gitkeep");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Renames, or copies then removes the source when the two are on different disks. */
export async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, {
      recursive: true,
      errorOnExist: true,
      force: false,
      preserveTimestamps: true,
    });
    await rm(from, { recursive: true, force: true });
  }
}

/** Flushes a file, or a folder's list of names, to the disk. */
export async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function humanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`;
}

/** 2026-02-14T09:05:03Z → 20260214-090503 (UTC), for archive and set-aside names. */
export function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}
