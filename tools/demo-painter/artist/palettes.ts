// The seven palettes the atelier works in, as the colours of stems, greenery, papers and backdrops.

import type { FlowerKind, Palette } from "./types";

export interface PaletteInks {
  /** Bloom colours per flower kind; the first is the most used. */
  blooms: Record<FlowerKind, string[]>;
  /** Small buds and berries tucked between the blooms. */
  accent: string;
  /** Share of eucalyptus among the greenery (the rest is glossy leaf). */
  eucalyptus: number;
  leaf: string;
  silver: string;
  /** Wrapping papers, hat-box finishes and ceramic glazes that suit the palette. */
  papers: string[];
  boxes: string[];
  ceramics: string[];
  ribbon: string;
  /** Backdrops, top to floor: the studio's warm white, or a soft tone of the palette. */
  studio: [string, string];
  tone: [string, string];
}

const WHITE_BLOOMS = { rose: ["#f4efe3", "#f7f3ea"], orchid: ["#fbf9f4"] };

export const palettes: Record<Palette, PaletteInks> = {
  "ivory-eucalyptus": {
    blooms: {
      ...WHITE_BLOOMS,
      peony: ["#f6efe4", "#f3e6dc"],
      ranunculus: ["#f3efe1", "#ece9d3"],
    },
    accent: "#dfe3cf",
    eucalyptus: 0.8,
    leaf: "#5b7262",
    silver: "#97ad9f",
    papers: ["#efe8dc", "#1f1d1b", "#d9dccf"],
    boxes: ["#1f1d1b", "#ece6db"],
    ceramics: ["#efebe3", "#c9cdc2"],
    ribbon: "#e8dfcf",
    studio: ["#f5f2ec", "#e9e3d9"],
    tone: ["#e4e7df", "#d3d9cf"],
  },
  blush: {
    blooms: {
      rose: ["#ecbcb7", "#e1a3a5", "#f3d5cf"],
      peony: ["#f1c6c4", "#f6dcd6"],
      ranunculus: ["#efc0bb", "#f5d6cf"],
      orchid: ["#f6dbe0", "#fbf6f2"],
    },
    accent: "#f3e4dc",
    eucalyptus: 0.55,
    leaf: "#5e735f",
    silver: "#9fb1a4",
    papers: ["#ecd5cd", "#f4ece4", "#1f1d1b"],
    boxes: ["#e8cfc7", "#1f1d1b", "#f3ede6"],
    ceramics: ["#f2e7e1", "#e4c9c1"],
    ribbon: "#d9aaa4",
    studio: ["#f7f1ec", "#ebe0d8"],
    tone: ["#f1ddd6", "#e3c9c0"],
  },
  "deep-red": {
    blooms: {
      rose: ["#8c1521", "#a01a28", "#7a1019"],
      peony: ["#8e1a2c", "#a3203a"],
      ranunculus: ["#9b1b2a", "#b02a33"],
      orchid: ["#f7f3ee"],
    },
    accent: "#6d1420",
    eucalyptus: 0.25,
    leaf: "#3e5a45",
    silver: "#8aa396",
    papers: ["#1c1a17", "#efe9df", "#5a1219"],
    boxes: ["#1c1a17", "#efe9df"],
    ceramics: ["#1f1d1b", "#efebe3"],
    ribbon: "#1c1a17",
    studio: ["#f4f0ea", "#e7e0d7"],
    tone: ["#eadbd6", "#dac6bf"],
  },
  lilac: {
    blooms: {
      rose: ["#b9a1c6", "#cdbbd8", "#a58bb8"],
      peony: ["#d7c2dc", "#c8acd0"],
      ranunculus: ["#c3aed6", "#d9cbe3"],
      orchid: ["#d6c0e0", "#f6f2f4"],
    },
    accent: "#e8e2ee",
    eucalyptus: 0.7,
    leaf: "#5d6f63",
    silver: "#a1b0aa",
    papers: ["#ddd4e2", "#f3eff2", "#2a2630"],
    boxes: ["#ddd4e2", "#1f1d1b", "#f2eef0"],
    ceramics: ["#eeeaee", "#cfc6d6"],
    ribbon: "#b9a8c6",
    studio: ["#f5f2f2", "#e7e1e4"],
    tone: ["#e8e2ec", "#d8cfdf"],
  },
  peach: {
    blooms: {
      rose: ["#f1b48f", "#f5c9a8", "#eca07e"],
      peony: ["#f4b9a0", "#f7d2bd"],
      ranunculus: ["#f2a77f", "#f6c39d"],
      orchid: ["#f8ddcc", "#fbf6f0"],
    },
    accent: "#f1dcc2",
    eucalyptus: 0.6,
    leaf: "#5e7560",
    silver: "#9fb2a2",
    papers: ["#f1dccc", "#f6efe6", "#1f1d1b"],
    boxes: ["#f1dccc", "#1f1d1b", "#f5efe7"],
    ceramics: ["#f3ebe2", "#e3cbb9"],
    ribbon: "#d9a27f",
    studio: ["#f7f2ec", "#ece2d7"],
    tone: ["#f4e4d7", "#e8d0bf"],
  },
  "white-orchid": {
    blooms: {
      ...WHITE_BLOOMS,
      peony: ["#f7f2ea"],
      ranunculus: ["#f4f2e8", "#e9ecd7"],
      orchid: ["#fcfbf8", "#f8f6f1"],
    },
    accent: "#cfd8b8",
    eucalyptus: 0.35,
    leaf: "#4d6a52",
    silver: "#9bb0a2",
    papers: ["#f3efe8", "#1f1d1b"],
    boxes: ["#f3efe8", "#1f1d1b"],
    ceramics: ["#f3f1ec", "#1f1d1b"],
    ribbon: "#ece6da",
    studio: ["#f5f4f1", "#e6e4df"],
    tone: ["#e6e8e4", "#d3d7d1"],
  },
  "burgundy-plum": {
    blooms: {
      rose: ["#5e1426", "#76284a", "#9b5a6f"],
      peony: ["#6b1f3a", "#8a3a56"],
      ranunculus: ["#4f1530", "#7a2e4f"],
      orchid: ["#8a3a63", "#efe4e6"],
    },
    accent: "#3b1020",
    eucalyptus: 0.5,
    leaf: "#3d4c40",
    silver: "#8c9f95",
    papers: ["#1c1a17", "#dcc6c6", "#4a1a2c"],
    boxes: ["#1c1a17", "#dcc6c6"],
    ceramics: ["#2a2426", "#e8dfdc"],
    ribbon: "#4a1a2c",
    studio: ["#f4efeb", "#e6ddd7"],
    tone: ["#e6d6d6", "#d2bcbe"],
  },
};
