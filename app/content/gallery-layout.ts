// How the portfolio lines up: pictures go in pairs, and each takes a share of its row's width
// in proportion to its aspect ratio, so both keep their real proportions at the same height.

interface Proportioned {
  width: number;
  height: number;
}

/** A portfolio picture as the gallery and its lightbox show it. */
export interface PortfolioShot extends Proportioned {
  imageId: string;
  caption: string;
}

/**
 * Each picture's share of its row (after the gap between the two), in order. A picture left
 * without a partner gets the whole row: share 1.
 */
export function galleryShares(shots: Proportioned[]): number[] {
  const shares: number[] = [];
  for (let index = 0; index < shots.length; index += 2) {
    const pair = shots.slice(index, index + 2).map((shot) => shot.width / shot.height);
    const total = pair.reduce((sum, ratio) => sum + ratio, 0);
    shares.push(...pair.map((ratio) => ratio / total));
  }
  return shares;
}
