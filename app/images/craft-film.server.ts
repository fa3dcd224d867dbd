// Where the craft film is: the build copies it into the client build and names its files in a
// manifest (scripts/craft-film.js). A build without it (a client build redone alone) shows a still.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FILM_MANIFEST, type CraftFilm, type CraftFilms } from "./craft-film";

let known: { file: string; films: CraftFilms | null } | null = null;

/**
 * The films the build copied, or null when there are none: a client build redone without the
 * server's step has lost the files, though the manifest beside it remains. Read once per build.
 */
function craftFilms(): CraftFilms | null {
  const build = process.env.BUILD_DIR ?? "build";
  const file = join(build, FILM_MANIFEST);
  if (known?.file === file && known.films) return known.films;
  let films: CraftFilms | null = null;
  try {
    films = JSON.parse(readFileSync(file, "utf8")) as CraftFilms;
  } catch {
    films = null;
  }
  if (films && !existsSync(join(build, "client", films.poster))) films = null;
  if (films?.mirrored && !existsSync(join(build, "client", films.mirrored.poster))) {
    const { mirrored: _lost, ...film } = films;
    films = film;
  }
  known = { file, films };
  return films;
}

/**
 * The craft film, or null when this build has none; `mirrored`: its twin filmed the other way
 * round for the Arabic pages, or null when the build has no twin.
 */
export function craftFilm(mirrored = false): CraftFilm | null {
  const films = craftFilms();
  if (!films) return null;
  const { mirrored: twin, ...film } = films;
  if (!mirrored) return film;
  return twin ? { ...film, ...twin } : null;
}
