// The bridal bouquet, photographed from above on linen: its face, bound stems and silk ribbons.

import { floorShadow } from "./backdrop";
import { shade } from "./colour";
import { createRandom } from "./random";
import { fallenPetals, head } from "./scenery";
import { type Defs, num } from "./svg";

export function bridalFlatLay(defs: Defs, W: number, H: number): string {
  const rng = createRandom(101);
  const cloth = defs.linear(
    [
      [0, "#f1ece5"],
      [0.5, "#faf8f4"],
      [1, "#e9e2d8"],
    ],
    0,
    0,
    1,
    1,
  );
  let folds = "";
  for (let i = 0; i < 4; i++) {
    const x = rng.range(0, W);
    folds += `<path d="M${num(x)} 0C${num(x + 120)} ${H * 0.4} ${num(x - 140)} ${H * 0.7} ${num(x + 60)} ${H}" stroke="#d9d1c5" stroke-width="${num(rng.range(20, 50))}" fill="none" stroke-opacity=".2"/>`;
  }
  // Laid on the diagonal, as stylists do: everything below is drawn upright, then turned.
  const [cx, cy] = [640, 560];
  let stems = "";
  for (let i = 0; i < 16; i++) {
    const dx = rng.range(-60, 60);
    stems += `<path d="M${num(cx + dx * 0.4)} ${cy + 260}L${num(cx + dx)} ${cy + 820}" stroke="${shade("#7d9473", rng.range(0, 0.3))}" stroke-width="${num(rng.range(13, 19))}"/>`;
  }
  const silk = defs.linear(
    [
      [0, "#cdb99c"],
      [0.5, "#f1e6d4"],
      [1, "#c4ae90"],
    ],
    0,
    0,
    1,
    0,
  );
  const wrap = `<path d="M${cx - 62} ${cy + 380}L${cx + 62} ${cy + 380}L${cx + 74} ${cy + 640}L${cx - 74} ${cy + 640}Z" fill="${silk}"/>`;
  const tail = (bend: number, len: number) =>
    `<path d="M${cx - 18} ${cy + 600}C${cx + bend} ${cy + 700} ${cx - bend} ${cy + 820} ${cx + bend * 1.4} ${cy + len}` +
    `L${cx + bend * 1.4 + 40} ${cy + len - 10}C${cx - bend + 40} ${cy + 820} ${cx + bend + 40} ${cy + 700} ${cx + 18} ${cy + 600}Z" fill="${silk}"/>`;
  const h = head(defs, {
    seed: 10101,
    palette: "ivory-eucalyptus",
    flowers: ["rose", "ranunculus", "peony"],
    x: cx,
    y: cy,
    radius: 360,
    elevation: 80,
    height: 0.45,
    reach: 88,
    greenery: 1,
  });
  const rings = `<circle cx="1030" cy="1330" r="34" fill="none" stroke="#c9a86a" stroke-width="7"/><circle cx="1072" cy="1342" r="30" fill="none" stroke="#b89457" stroke-width="6"/>`;
  return (
    `<rect width="${W}" height="${H}" fill="${cloth}"/>${folds}` +
    `<g transform="rotate(-22 ${cx} ${cy + 200})">` +
    floorShadow(defs, cx + 30, cy + 40, 380, 360, 0.45) +
    stems +
    tail(-90, 980) +
    tail(110, 900) +
    wrap +
    h.greens +
    h.blooms +
    `</g>` +
    fallenPetals(defs, rng, 140, 1140, 1200, 1540, 10, "#f3e8dc") +
    rings
  );
}
