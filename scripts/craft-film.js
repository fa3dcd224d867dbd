// The build's last step: copies the committed craft film (seed/film/: WebM, MP4 and its WebP
// poster) into the client build as craft-<hash>.{webm,mp4,webp}, the hash taken over the three
// files, and names them in a manifest beside the build (outside what the server hands out) that
// the /craft page reads. The server sends /media/film/ as immutable: a new film is a new name.
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILM = "seed/film";
/** The film's size, as the painter draws it (tools/demo-painter/craft-film). */
const SIZE = { width: 960, height: 540 };
const MANIFEST = "craft-film.json";

export function publishCraftFilm(buildDir) {
  const files = { webm: "craft.webm", mp4: "craft.mp4", poster: "craft.webp" };
  const hash = createHash("sha256");
  for (const file of Object.values(files)) hash.update(readFileSync(join(FILM, file)));
  const digest = hash.digest("hex").slice(0, 16);
  const out = join(buildDir, "client", "media", "film");
  // Only this film's files: an earlier one's names would otherwise linger in the build.
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const manifest = { ...SIZE };
  for (const [key, file] of Object.entries(files)) {
    const name = `craft-${digest}.${file.split(".").pop()}`;
    copyFileSync(join(FILM, file), join(out, name));
    manifest[key] = `/media/film/${name}`;
  }
  const manifestFile = join(buildDir, MANIFEST);
  writeFileSync(`${manifestFile}.partial`, JSON.stringify(manifest));
  renameSync(`${manifestFile}.partial`, manifestFile);
}
