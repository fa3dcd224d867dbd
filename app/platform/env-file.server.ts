// Settings a person can write down: `.env` in the folder the shop is started from (the project's
// root under `npm start` and every npm script) and the file ENV_FILE names, read with Node's own
// loader before the environment is checked. A variable set in the real environment always wins,
// and ENV_FILE's value wins over `.env`'s (the first file to set a variable keeps it).
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** The files read, in order; throws when ENV_FILE names a file that is not there. */
export function loadEnvFiles(environment: NodeJS.ProcessEnv = process.env): string[] {
  // The tests' shops never take a developer's own settings (a real SMTP_URL, say).
  if (environment.TEST_ONLY_NO_ENV_FILE === "1") return [];
  const named = environment.ENV_FILE ? resolve(environment.ENV_FILE) : null;
  if (named && !existsSync(named)) {
    throw new Error(`ENV_FILE names ${named}, which does not exist.`);
  }
  const files = [named, resolve(".env")].filter(
    (file, index, all): file is string => !!file && existsSync(file) && all.indexOf(file) === index,
  );
  for (const file of files) process.loadEnvFile(file);
  return files;
}
