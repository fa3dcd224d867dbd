// The brief the procedural artist paints from. The demo catalogue names one per bouquet.

export type Palette =
  "ivory-eucalyptus" | "blush" | "deep-red" | "lilac" | "peach" | "white-orchid" | "burgundy-plum";

export type FlowerKind = "rose" | "peony" | "ranunculus" | "orchid";

export type Arrangement = "hand-tied" | "wrapped" | "box" | "vase";

export interface BouquetArt {
  /** Seed for every random choice, so a bouquet always paints the same. */
  seed: number;
  palette: Palette;
  /** Flowers in the arrangement, most prominent first (1–3 kinds). */
  flowers: FlowerKind[];
  arrangement: Arrangement;
  /** "studio": plain light backdrop; "tone": a soft tone of the palette. */
  backdrop: "studio" | "tone";
}

/** The brief of an add-on's product shot: what it is, in which palette and on which backdrop. */
export interface AddOnArt {
  kind: "vase" | "chocolates" | "balloon" | "card";
  seed: number;
  palette: Palette;
  backdrop: "studio" | "tone";
}
