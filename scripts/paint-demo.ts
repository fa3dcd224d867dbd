// The last step of the build: paints the demo pictures once (about a minute), so that a fresh
// shop's first start only copies them. Pictures painted before are kept and skipped.
import { demoPictures, demoPictureWidth, paintAll } from "../seed/demo-pictures";

const started = Date.now();
const { painted, kept } = await paintAll(demoPictures(demoPictureWidth()).all);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`Demo pictures ready: ${painted} painted, ${kept} painted before (${seconds} s).`);
