// The build's last step: copies the committed craft film (seed/film/: WebM, MP4 and its WebP
// poster) into the client build as craft-<hash>.{webm,mp4,webp}, and its mirrored twin for the
// Arabic pages as craft-ar-<hash>.*, each hash taken over its own film's three files, and names
// them in a manifest beside the build (outside what the server hands out) that the /craft page
// reads. The server sends /media/film/ as immutable: a new film is a new name.
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILM = "seed/film";
/** The film's size, as the painter draws it (tools/demo-painter/craft-film). */
const SIZE = { width: 960, height: 540 };
const MANIFEST = "craft-film.json";

/** The film's files by the manifest's names, and its mirrored twin's for the Arabic pages. */
const filesOf = (name) => ({ webm: `${name}.webm`, mp4: `${name}.mp4`, poster: `${name}.webp` });

export function publishCraftFilm(buildDir) {
  const out = join(buildDir, "client", "media", "film");
  // Only this film's files: an earlier one's names would otherwise linger in the build.
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // Each film named by the hash of its own three files: a new twin leaves the film's names alone.
  const publish = (name) => {
    const files = filesOf(name);
    const hash = createHash("sha256");
    for (const file of Object.values(files)) hash.update(readFileSync(join(FILM, file)));
    const digest = hash.digest("hex").slice(0, 16);
    const addresses = {};
    for (const [key, file] of Object.entries(files)) {
      const published = `${name}-${digest}.${file.split(".").pop()}`;
      copyFileSync(join(FILM, file), join(out, published));
      addresses[key] = `/media/film/${published}`;
    }
    return addresses;
  };
  const manifest = { ...SIZE, ...publish("craft"), mirrored: publish("craft-ar") };
  const manifestFile = join(buildDir, MANIFEST);
  writeFileSync(`${manifestFile}.partial`, JSON.stringify(manifest));
  renameSync(`${manifestFile}.partial`, manifestFile);
}
