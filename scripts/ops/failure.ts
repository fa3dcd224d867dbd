// How `npm run backup` and `npm run restore` end when something goes wrong: one clear sentence on
// stderr and exit code 1. A stack trace is only printed for what nobody foresaw (a bug).

/** An expected failure: its message is all the operator needs. */
export class OpsFailure extends Error {}

/** Errors from the file system and SQLite that have a plain explanation. */
function explain(error: unknown): string | null {
  if (error instanceof OpsFailure) return error.message;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== "string" || typeof message !== "string") return null;
  switch (code) {
    case "ENOSPC":
    case "EDQUOT":
    case "SQLITE_FULL":
      return `the disk is full (${message}). Free some space, or use another disk.`;
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return `not allowed to write there (${message}). Run it as the shop's user, or check the folder's permissions.`;
    default:
      // Other system errors name what failed (and usually the path) in their message.
      return /^[A-Z][A-Z_]+$/.test(code) ? message : null;
  }
}

/** Runs a command; any failure prints one message and sets exit code 1. */
export async function runCommand(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const explained = explain(error);
    console.error(`${name} failed: ${explained ?? "an unexpected error (details below)."}`);
    if (explained === null) console.error(error);
    process.exitCode = 1;
  }
}
