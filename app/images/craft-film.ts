// The craft film as the /craft page shows it: a WebM and an MP4 of one loop and its poster (the
// film's first frame), each under a content-hashed address in the client build (decisions 015, 020);
// the Arabic pages may show its mirrored twin.

export interface CraftFilm {
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
}

/**
 * The film the build copied, and its twin filmed the other way round for the Arabic pages (its
 * calm side on the right), of the same size.
 */
export interface CraftFilms extends CraftFilm {
  mirrored?: Pick<CraftFilm, "webm" | "mp4" | "poster">;
}

/** The manifest the build writes into the build folder, outside what the server hands out. */
export const FILM_MANIFEST = "craft-film.json";
