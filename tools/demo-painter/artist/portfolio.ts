// The events portfolio: eight scenes in the same studio style as the catalogue.

import { bridalFlatLay } from "./bridal";
import { floralArch, weddingAisle } from "./ceremony";
import { flowerWall, lobbyUrn } from "./interiors";
import { Defs, svgDocument } from "./svg";
import { galaTables, longTable, roundTable } from "./tables";

export interface PortfolioShot {
  title: string;
  /** viewBox size: 1800×1200 is 3:2 landscape, 1280×1600 is 4:5 portrait. */
  width: number;
  height: number;
}

const LANDSCAPE = { width: 1800, height: 1200 };
const PORTRAIT = { width: 1280, height: 1600 };

const SHOTS: (PortfolioShot & { paint: (defs: Defs, w: number, h: number) => string })[] = [
  { title: "Long dining table", ...LANDSCAPE, paint: longTable },
  { title: "Floral arch", ...PORTRAIT, paint: floralArch },
  { title: "Wedding aisle", ...LANDSCAPE, paint: weddingAisle },
  { title: "Hotel lobby urn", ...PORTRAIT, paint: lobbyUrn },
  { title: "Bridal bouquet", ...PORTRAIT, paint: bridalFlatLay },
  { title: "Table centrepiece", ...LANDSCAPE, paint: (d, w, h) => roundTable(d, w, h, "peach") },
  { title: "Gala dinner tablescape", ...LANDSCAPE, paint: galaTables },
  { title: "Flower wall installation", ...LANDSCAPE, paint: flowerWall },
];

/** Titles and formats of the portfolio images, in `portfolioSvg` index order. */
export const portfolioShots: PortfolioShot[] = SHOTS.map(({ title, width, height }) => ({
  title,
  width,
  height,
}));

/** Portfolio image `index` (0..7, wrapping): see `portfolioShots` for its title and format. */
export function portfolioSvg(index: number): string {
  const shot =
    SHOTS[((Math.trunc(index) % SHOTS.length) + SHOTS.length) % SHOTS.length] ?? SHOTS[0];
  if (!shot) throw new Error("no portfolio shots");
  const defs = new Defs();
  const body = shot.paint(defs, shot.width, shot.height);
  return svgDocument(shot.width, shot.height, defs, body);
}
