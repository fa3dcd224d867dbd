// The procedural artist: every demo photograph is painted here as SVG. Pure and deterministic;
// rasterise on the server with `renderWebp` from "./render.server".

export { addOnSvg } from "./add-ons";
export { bouquetSvg } from "./bouquet";
export { heroSlideSvg } from "./hero";
export { trustedHotels } from "./hotels";
export { portfolioShots, portfolioSvg, type PortfolioShot } from "./portfolio";
export type { AddOnArt, Arrangement, BouquetArt, FlowerKind, Palette } from "./types";
export { wordmarkSvg } from "./wordmark";
