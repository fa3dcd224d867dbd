// Where the craft film is: the build copies it into the client build and names its files in a
// manifest (scripts/craft-film.js). A build without it (a client build redone alone) shows a still.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FILM_MANIFEST, type CraftFilm } from "./craft-film";

let known: { file: string; film: CraftFilm | null } | null = null;

/**
 * The film the build copied, or null when there is none: a client build redone without the
 * server's step has lost the files, though the manifest beside it remains. Read once per build.
 */
export function craftFilm(): CraftFilm | null {
  const build = process.env.BUILD_DIR ?? "build";
  const file = join(build, FILM_MANIFEST);
  if (known?.file === file && known.film) return known.film;
  let film: CraftFilm | null = null;
  try {
    film = JSON.parse(readFileSync(file, "utf8")) as CraftFilm;
  } catch {
    film = null;
  }
  if (film && !existsSync(join(build, "client", film.poster))) film = null;
  known = { file, film };
  return film;
}
