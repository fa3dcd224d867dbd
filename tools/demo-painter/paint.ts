// `npm run paint:demo`: paints the demo shop's pictures into seed/pictures/ and the craft film into
// seed/film/ (about three minutes on 2 cores), to be committed. The build and the shop's first start
// only copy those files (docs/decisions/024); run this after changing the painter or a brief.
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { paintFilm } from "./craft-film/paint-film";
import { demoPictures, paintAll } from "./pictures";

const PICTURES = join("seed", "pictures");
const only = process.argv[2]; // "pictures" or "film": one of the two; nothing: both.

if (only !== "film") {
  const started = Date.now();
  const pictures = demoPictures();
  // Painted into a folder of its own and swapped in whole, so a stopped painting leaves the old set.
  const partial = `${PICTURES}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await paintAll(pictures, (name, data) => writeFile(join(partial, name), data));
  await rm(PICTURES, { recursive: true, force: true });
  await rename(partial, PICTURES);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${(await readdir(PICTURES)).length} pictures painted into ${PICTURES} (${seconds} s).`,
  );
}

if (only !== "pictures") {
  const started = Date.now();
  const films = await paintFilm();
  const seconds = Math.round((Date.now() - started) / 1000);
  const files = films.flatMap((film) => [film.webm, film.mp4, film.poster]).join(", ");
  console.log(`Craft film and its mirrored twin painted: ${files} (${seconds} s).`);
}
