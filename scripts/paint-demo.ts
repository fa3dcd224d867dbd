// The last step of the build: paints the demo pictures once (about a minute), so that a fresh
// shop's first start only copies them, and the craft film (about a minute, decision 015), which
// it copies into the client build. Anything painted before is kept and skipped.
import { demoPictures, demoPictureWidth, paintAll } from "../seed/demo-pictures";
import { paintedFilm, publishFilm } from "../seed/craft-film/paint-film";

const started = Date.now();
const { painted, kept } = await paintAll(demoPictures(demoPictureWidth()).all);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`Demo pictures ready: ${painted} painted, ${kept} painted before (${seconds} s).`);

const filmStarted = Date.now();
const film = await paintedFilm();
const buildDir = process.env.BUILD_DIR ?? "build";
await publishFilm(film, buildDir);
const filmSeconds = Math.round((Date.now() - filmStarted) / 1000);
console.log(
  `Craft film ready: ${film.painted ? "painted" : "painted before"}, in ${buildDir}/client/media/film (${filmSeconds} s).`,
);
