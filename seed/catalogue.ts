// Demo catalogue for Maison Florale: categories, bouquets and add-ons used to seed the shop.
// Prices are whole AED, VAT included. Each item carries the brief its picture is painted from.

import type { AddOnArt, BouquetArt } from "./artist/types";

export interface DemoCategory {
  name: string;
  slug: string;
  order: number;
  description: string;
}

export interface DemoSize {
  sizeName: string;
  /** Whole AED, VAT included. */
  price: number;
  comparePrice?: number;
  description?: string;
  ingredients: string[];
}

export interface DemoBouquet {
  title: string;
  /** One sentence, at most 110 characters. */
  shortDescription: string;
  /** Two to four sentences, sensory and confident. */
  longDescription: string;
  /** Slugs of DemoCategory, 1–2 each; the first is the main one. */
  categories: string[];
  isNew: boolean;
  featured: boolean;
  /** Item-level stems list. */
  ingredients: string[];
  dimensions: string;
  /** 1–4 sizes. */
  sizes: DemoSize[];
  /** Brief for the procedural painter. */
  art: BouquetArt;
  /** Number of images in the gallery (2–4). */
  galleryViews: number;
  /** How many days ago it was added (0–120); new ones are under 21. */
  ageDays: number;
}

export const demoCategories: DemoCategory[] = [
  {
    name: "Signature Bouquets",
    slug: "signature-bouquets",
    order: 0,
    description:
      "Our most requested hand-tied designs, composed daily in the atelier from the season's finest stems.",
  },
  {
    name: "Roses",
    slug: "roses",
    order: 1,
    description:
      "Long-stemmed and garden roses from Kenya, Ecuador and Holland, chosen stem by stem for colour and scent.",
  },
  {
    name: "Peonies & Ranunculus",
    slug: "peonies-ranunculus",
    order: 2,
    description:
      "Ruffled peonies and layered ranunculus, flown in at their peak for a fleeting, romantic season.",
  },
  {
    name: "Orchids",
    slug: "orchids",
    order: 3,
    description:
      "Phalaenopsis and Cymbidium orchids, sculptural and long-lasting, for homes and offices alike.",
  },
  {
    name: "Flower Boxes",
    slug: "flower-boxes",
    order: 4,
    description:
      "Blooms set in our signature hatboxes and keepsake cases, ready to present without a vase.",
  },
  {
    name: "Vase Arrangements",
    slug: "vase-arrangements",
    order: 5,
    description:
      "Arrangements delivered in hand-blown glass and ceramic vessels, made to become the centrepiece of a room.",
  },
  {
    name: "Ramadan & Eid",
    slug: "ramadan-eid",
    order: 6,
    description:
      "Gracious gifts for iftar tables, majlis visits and Eid gatherings, finished with a gilded touch.",
  },
];

export const demoBouquets: DemoBouquet[] = [
  // ——— Signature Bouquets ———
  {
    title: "Ivory Hour",
    shortDescription:
      "Avalanche roses and white ranunculus softened with silver dollar eucalyptus.",
    longDescription:
      "A study in quiet luxury: creamy Avalanche roses, white hanoi ranunculus and lisianthus drift through cool silver eucalyptus. The palette is calm, the scent green and fresh. It suits a new home, a new arrival or simply a well-kept promise.",
    categories: ["signature-bouquets", "roses"],
    isNew: false,
    featured: true,
    ingredients: [
      "Avalanche roses",
      "White hanoi ranunculus",
      "White lisianthus",
      "Silver dollar eucalyptus",
      "Italian ruscus",
    ],
    dimensions: "Approx. 50 cm tall × 40 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 650,
        description: "About 20 stems",
        ingredients: [
          "8 Avalanche roses",
          "6 white hanoi ranunculus",
          "3 white lisianthus",
          "Silver dollar eucalyptus",
        ],
      },
      {
        sizeName: "Signature",
        price: 950,
        description: "About 30 stems",
        ingredients: [
          "12 Avalanche roses",
          "9 white hanoi ranunculus",
          "5 white lisianthus",
          "Silver dollar eucalyptus",
          "Italian ruscus",
        ],
      },
      {
        sizeName: "Grand",
        price: 1450,
        description: "About 45 stems",
        ingredients: [
          "18 Avalanche roses",
          "14 white hanoi ranunculus",
          "7 white lisianthus",
          "Silver dollar eucalyptus",
          "Italian ruscus",
        ],
      },
      {
        sizeName: "Opulent",
        price: 2200,
        description: "About 70 stems",
        ingredients: [
          "30 Avalanche roses",
          "20 white hanoi ranunculus",
          "10 white lisianthus",
          "Silver dollar eucalyptus",
          "Italian ruscus",
        ],
      },
    ],
    art: {
      seed: 10417,
      palette: "ivory-eucalyptus",
      flowers: ["rose", "ranunculus"],
      arrangement: "hand-tied",
      backdrop: "studio",
    },
    galleryViews: 4,
    ageDays: 94,
  },
  {
    title: "Blush Reverie",
    shortDescription: "Sarah Bernhardt peonies and Juliet garden roses in a cloud of pale pink.",
    longDescription:
      "Sarah Bernhardt peonies open slowly into ruffled, rose-scented cups beside apricot-blush Juliet garden roses. Sweet pea and astilbe add movement at the edges. Wrapped in dusty pink paper and tied with silk ribbon, it feels like the first warm evening of spring.",
    categories: ["signature-bouquets", "peonies-ranunculus"],
    isNew: true,
    featured: true,
    ingredients: [
      "Sarah Bernhardt peonies",
      "Juliet garden roses",
      "Pink sweet pea",
      "Blush astilbe",
      "Eucalyptus cinerea",
    ],
    dimensions: "Approx. 55 cm tall × 45 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Signature",
        price: 1100,
        description: "About 25 stems",
        ingredients: [
          "7 Sarah Bernhardt peonies",
          "8 Juliet garden roses",
          "6 pink sweet pea",
          "4 blush astilbe",
          "Eucalyptus cinerea",
        ],
      },
      {
        sizeName: "Grand",
        price: 1650,
        description: "About 40 stems",
        ingredients: [
          "12 Sarah Bernhardt peonies",
          "12 Juliet garden roses",
          "10 pink sweet pea",
          "6 blush astilbe",
          "Eucalyptus cinerea",
        ],
      },
    ],
    art: {
      seed: 22871,
      palette: "blush",
      flowers: ["peony", "rose"],
      arrangement: "wrapped",
      backdrop: "tone",
    },
    galleryViews: 3,
    ageDays: 6,
  },
  {
    title: "Saffron Dusk",
    shortDescription:
      "Coral Charm peonies, apricot garden roses and peach ranunculus, glowing like late sun.",
    longDescription:
      "Coral Charm peonies deepen from coral to soft apricot as they open, echoed by Juliet garden roses and peach hanoi ranunculus. Sprigs of pittosporum keep it light and airy. Warm, generous and impossible to ignore.",
    categories: ["signature-bouquets"],
    isNew: false,
    featured: false,
    ingredients: [
      "Coral Charm peonies",
      "Juliet garden roses",
      "Peach hanoi ranunculus",
      "Apricot spray roses",
      "Pittosporum",
    ],
    dimensions: "Approx. 50 cm tall × 45 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 720,
        description: "About 18 stems",
        ingredients: [
          "4 Coral Charm peonies",
          "5 Juliet garden roses",
          "6 peach hanoi ranunculus",
          "Pittosporum",
        ],
      },
      {
        sizeName: "Signature",
        price: 1050,
        comparePrice: 1250,
        description: "About 28 stems",
        ingredients: [
          "7 Coral Charm peonies",
          "8 Juliet garden roses",
          "9 peach hanoi ranunculus",
          "4 apricot spray roses",
          "Pittosporum",
        ],
      },
      {
        sizeName: "Grand",
        price: 1580,
        description: "About 42 stems",
        ingredients: [
          "10 Coral Charm peonies",
          "12 Juliet garden roses",
          "14 peach hanoi ranunculus",
          "6 apricot spray roses",
          "Pittosporum",
        ],
      },
    ],
    art: {
      seed: 31559,
      palette: "peach",
      flowers: ["peony", "rose", "ranunculus"],
      arrangement: "hand-tied",
      backdrop: "studio",
    },
    galleryViews: 3,
    ageDays: 58,
  },
  {
    title: "Midnight Souk",
    shortDescription:
      "Black Baccara roses and burgundy ranunculus, dark and velvety as a desert night.",
    longDescription:
      "Velvet Black Baccara roses meet burgundy hanoi ranunculus, plum lisianthus and trailing red amaranthus. Smoke bush lends a hazy, spiced softness to the edges. Wrapped in deep aubergine paper, it is a bouquet for evenings that run late.",
    categories: ["signature-bouquets", "ramadan-eid"],
    isNew: false,
    featured: false,
    ingredients: [
      "Black Baccara roses",
      "Burgundy hanoi ranunculus",
      "Plum lisianthus",
      "Red amaranthus",
      "Smoke bush",
    ],
    dimensions: "Approx. 55 cm tall × 40 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Signature",
        price: 980,
        description: "About 28 stems",
        ingredients: [
          "12 Black Baccara roses",
          "8 burgundy hanoi ranunculus",
          "5 plum lisianthus",
          "3 red amaranthus",
          "Smoke bush",
        ],
      },
      {
        sizeName: "Grand",
        price: 1480,
        description: "About 42 stems",
        ingredients: [
          "18 Black Baccara roses",
          "12 burgundy hanoi ranunculus",
          "7 plum lisianthus",
          "5 red amaranthus",
          "Smoke bush",
        ],
      },
    ],
    art: {
      seed: 47203,
      palette: "burgundy-plum",
      flowers: ["rose", "ranunculus"],
      arrangement: "wrapped",
      backdrop: "tone",
    },
    galleryViews: 3,
    ageDays: 37,
  },

  // ——— Roses ———
  {
    title: "Scarlet Devotion",
    shortDescription: "Deep red Naomi roses, hand-tied in a dense, classic dome.",
    longDescription:
      "Nothing but Red Naomi roses, each head the size of a fist and the colour of good claret. We tie them tight into a perfect dome and wrap them in matte black paper. An unmistakable declaration, made without a word.",
    categories: ["roses"],
    isNew: false,
    featured: true,
    ingredients: ["Red Naomi roses"],
    dimensions: "Approx. 50 cm tall × 35 cm wide (Deluxe size)",
    sizes: [
      {
        sizeName: "Classic",
        price: 695,
        description: "25 stems",
        ingredients: ["25 Red Naomi roses"],
      },
      {
        sizeName: "Deluxe",
        price: 1250,
        comparePrice: 1450,
        description: "50 stems",
        ingredients: ["50 Red Naomi roses"],
      },
      {
        sizeName: "Grand",
        price: 1850,
        description: "75 stems",
        ingredients: ["75 Red Naomi roses"],
      },
      {
        sizeName: "Opulent",
        price: 2400,
        description: "100 stems",
        ingredients: ["100 Red Naomi roses"],
      },
    ],
    art: {
      seed: 50611,
      palette: "deep-red",
      flowers: ["rose"],
      arrangement: "wrapped",
      backdrop: "studio",
    },
    galleryViews: 4,
    ageDays: 112,
  },
  {
    title: "Avalanche Cloud",
    shortDescription: "Pure white Avalanche roses gathered loosely with eucalyptus cinerea.",
    longDescription:
      "Generous white Avalanche roses, their outer petals faintly green, are gathered loosely with rounded eucalyptus cinerea. The effect is fresh, cool and effortlessly elegant. A thoughtful choice for sympathy, congratulations or a simple thank you.",
    categories: ["roses"],
    isNew: false,
    featured: false,
    ingredients: ["Avalanche roses", "Eucalyptus cinerea"],
    dimensions: "Approx. 45 cm tall × 35 cm wide (Classic size)",
    sizes: [
      {
        sizeName: "Classic",
        price: 495,
        description: "About 15 stems",
        ingredients: ["15 Avalanche roses", "Eucalyptus cinerea"],
      },
      {
        sizeName: "Deluxe",
        price: 850,
        description: "About 30 stems",
        ingredients: ["30 Avalanche roses", "Eucalyptus cinerea"],
      },
    ],
    art: {
      seed: 63092,
      palette: "ivory-eucalyptus",
      flowers: ["rose"],
      arrangement: "hand-tied",
      backdrop: "studio",
    },
    galleryViews: 2,
    ageDays: 76,
  },
  {
    title: "Garden of Juliet",
    shortDescription:
      "Apricot Juliet garden roses, cupped and fragrant, with soft garden greenery.",
    longDescription:
      "Juliet is a David Austin garden rose with layer upon layer of apricot petals and a light tea scent. We pair it with peach spray roses and feathery pittosporum for a just-picked feel. Romantic without a hint of excess.",
    categories: ["roses", "signature-bouquets"],
    isNew: false,
    featured: false,
    ingredients: ["Juliet garden roses", "Peach spray roses", "Pittosporum", "Italian ruscus"],
    dimensions: "Approx. 45 cm tall × 40 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 690,
        description: "About 15 stems",
        ingredients: ["9 Juliet garden roses", "6 peach spray roses", "Pittosporum"],
      },
      {
        sizeName: "Signature",
        price: 990,
        description: "About 25 stems",
        ingredients: [
          "15 Juliet garden roses",
          "10 peach spray roses",
          "Pittosporum",
          "Italian ruscus",
        ],
      },
      {
        sizeName: "Grand",
        price: 1490,
        description: "About 38 stems",
        ingredients: [
          "24 Juliet garden roses",
          "14 peach spray roses",
          "Pittosporum",
          "Italian ruscus",
        ],
      },
    ],
    art: {
      seed: 70248,
      palette: "peach",
      flowers: ["rose"],
      arrangement: "hand-tied",
      backdrop: "tone",
    },
    galleryViews: 3,
    ageDays: 49,
  },
  {
    title: "Rosé Champagne",
    shortDescription: "Pink O'Hara garden roses and Sweet Avalanche in sparkling shades of blush.",
    longDescription:
      "Pink O'Hara garden roses, heavy with scent, sit among Sweet Avalanche and Quicksand roses in every shade between shell and champagne. Blush wax flower adds a delicate sparkle. Wrapped in layered tissue, it is celebration in its softest form.",
    categories: ["roses"],
    isNew: false,
    featured: false,
    ingredients: [
      "Pink O'Hara garden roses",
      "Sweet Avalanche roses",
      "Quicksand roses",
      "Blush wax flower",
      "Silver dollar eucalyptus",
    ],
    dimensions: "Approx. 50 cm tall × 40 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Signature",
        price: 890,
        description: "About 27 stems",
        ingredients: [
          "8 Pink O'Hara garden roses",
          "10 Sweet Avalanche roses",
          "9 Quicksand roses",
          "Blush wax flower",
          "Silver dollar eucalyptus",
        ],
      },
      {
        sizeName: "Grand",
        price: 1350,
        description: "About 42 stems",
        ingredients: [
          "12 Pink O'Hara garden roses",
          "16 Sweet Avalanche roses",
          "14 Quicksand roses",
          "Blush wax flower",
          "Silver dollar eucalyptus",
        ],
      },
    ],
    art: {
      seed: 81736,
      palette: "blush",
      flowers: ["rose"],
      arrangement: "wrapped",
      backdrop: "studio",
    },
    galleryViews: 3,
    ageDays: 88,
  },

  // ——— Peonies & Ranunculus ———
  {
    title: "Coral Charm Sonata",
    shortDescription: "A generous armful of Coral Charm peonies, nothing more and nothing less.",
    longDescription:
      "Coral Charm peonies arrive in tight coral buds and open into wide, silky cups that fade to peach and ivory over several days. We let them speak alone, with only a collar of their own foliage. A seasonal treasure, here while the harvest lasts.",
    categories: ["peonies-ranunculus"],
    isNew: false,
    featured: false,
    ingredients: ["Coral Charm peonies", "Peony foliage"],
    dimensions: "Approx. 50 cm tall × 40 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 650,
        comparePrice: 750,
        description: "10 stems",
        ingredients: ["10 Coral Charm peonies", "Peony foliage"],
      },
      {
        sizeName: "Signature",
        price: 1150,
        comparePrice: 1300,
        description: "20 stems",
        ingredients: ["20 Coral Charm peonies", "Peony foliage"],
      },
    ],
    art: {
      seed: 92315,
      palette: "peach",
      flowers: ["peony"],
      arrangement: "hand-tied",
      backdrop: "tone",
    },
    galleryViews: 2,
    ageDays: 27,
  },
  {
    title: "Pink Cashmere",
    shortDescription:
      "Sarah Bernhardt peonies with blush ranunculus, wrapped in soft dove-grey paper.",
    longDescription:
      "Sarah Bernhardt is the peony florists wait all year for: pale pink, densely double and sweetly scented. Blush hanoi ranunculus and pink astilbe frame the blooms without crowding them. Soft to the eye and softer still to the touch.",
    categories: ["peonies-ranunculus"],
    isNew: false,
    featured: false,
    ingredients: [
      "Sarah Bernhardt peonies",
      "Blush hanoi ranunculus",
      "Pink astilbe",
      "Eucalyptus cinerea",
    ],
    dimensions: "Approx. 50 cm tall × 45 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 690,
        description: "About 15 stems",
        ingredients: [
          "5 Sarah Bernhardt peonies",
          "7 blush hanoi ranunculus",
          "3 pink astilbe",
          "Eucalyptus cinerea",
        ],
      },
      {
        sizeName: "Signature",
        price: 1090,
        comparePrice: 1290,
        description: "About 25 stems",
        ingredients: [
          "9 Sarah Bernhardt peonies",
          "11 blush hanoi ranunculus",
          "5 pink astilbe",
          "Eucalyptus cinerea",
        ],
      },
      {
        sizeName: "Grand",
        price: 1590,
        description: "About 38 stems",
        ingredients: [
          "14 Sarah Bernhardt peonies",
          "16 blush hanoi ranunculus",
          "8 pink astilbe",
          "Eucalyptus cinerea",
        ],
      },
      {
        sizeName: "Opulent",
        price: 2350,
        description: "About 60 stems",
        ingredients: [
          "22 Sarah Bernhardt peonies",
          "26 blush hanoi ranunculus",
          "12 pink astilbe",
          "Eucalyptus cinerea",
        ],
      },
    ],
    art: {
      seed: 104729,
      palette: "blush",
      flowers: ["peony", "ranunculus"],
      arrangement: "wrapped",
      backdrop: "studio",
    },
    galleryViews: 4,
    ageDays: 33,
  },
  {
    title: "Hanoi Lanterns",
    shortDescription:
      "Lilac hanoi ranunculus with lavender sweet pea and lisianthus, light as air.",
    longDescription:
      "Hanoi ranunculus in lilac and mauve, each bloom a perfect spiral of paper-thin petals, gathered with lavender sweet pea and lisianthus. Veronica spires lift the outline. Cool, graceful and quietly unexpected.",
    categories: ["peonies-ranunculus"],
    isNew: true,
    featured: false,
    ingredients: [
      "Lilac hanoi ranunculus",
      "Lavender sweet pea",
      "Lilac lisianthus",
      "Veronica",
      "Dusty miller",
    ],
    dimensions: "Approx. 45 cm tall × 35 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 595,
        description: "About 20 stems",
        ingredients: [
          "10 lilac hanoi ranunculus",
          "5 lavender sweet pea",
          "3 lilac lisianthus",
          "2 veronica",
          "Dusty miller",
        ],
      },
      {
        sizeName: "Signature",
        price: 890,
        description: "About 32 stems",
        ingredients: [
          "16 lilac hanoi ranunculus",
          "8 lavender sweet pea",
          "5 lilac lisianthus",
          "3 veronica",
          "Dusty miller",
        ],
      },
    ],
    art: {
      seed: 117043,
      palette: "lilac",
      flowers: ["ranunculus"],
      arrangement: "hand-tied",
      backdrop: "tone",
    },
    galleryViews: 3,
    ageDays: 4,
  },
  {
    title: "Snowfall",
    shortDescription:
      "Duchesse de Nemours peonies and white ranunculus on a bed of silver foliage.",
    longDescription:
      "Duchesse de Nemours peonies unfurl into creamy, lightly scented pompoms beside crisp white ranunculus. Eucalyptus cinerea and dusty miller give a frosted, silvery frame. Pure, bright and serene.",
    categories: ["peonies-ranunculus"],
    isNew: false,
    featured: false,
    ingredients: [
      "Duchesse de Nemours peonies",
      "White hanoi ranunculus",
      "Eucalyptus cinerea",
      "Dusty miller",
    ],
    dimensions: "Approx. 50 cm tall × 40 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Signature",
        price: 1050,
        comparePrice: 1200,
        description: "About 24 stems",
        ingredients: [
          "9 Duchesse de Nemours peonies",
          "15 white hanoi ranunculus",
          "Eucalyptus cinerea",
          "Dusty miller",
        ],
      },
      {
        sizeName: "Grand",
        price: 1550,
        comparePrice: 1750,
        description: "About 38 stems",
        ingredients: [
          "14 Duchesse de Nemours peonies",
          "24 white hanoi ranunculus",
          "Eucalyptus cinerea",
          "Dusty miller",
        ],
      },
    ],
    art: {
      seed: 120881,
      palette: "ivory-eucalyptus",
      flowers: ["peony", "ranunculus"],
      arrangement: "wrapped",
      backdrop: "studio",
    },
    galleryViews: 2,
    ageDays: 64,
  },

  // ——— Orchids ———
  {
    title: "White Silk Cascade",
    shortDescription: "Twin white Phalaenopsis orchids arching from a hand-glazed ceramic bowl.",
    longDescription:
      "Two double-stemmed white Phalaenopsis orchids arch gracefully over a bed of moss in a hand-glazed ivory bowl. The blooms last for weeks with the lightest care. Serene in a hallway, impressive on a boardroom table.",
    categories: ["orchids", "vase-arrangements"],
    isNew: false,
    featured: true,
    ingredients: ["White Phalaenopsis orchids", "Reindeer moss", "Ivory ceramic bowl"],
    dimensions: "Approx. 65 cm tall × 35 cm wide (Double size)",
    sizes: [
      {
        sizeName: "Single",
        price: 550,
        description: "One double-stemmed plant",
        ingredients: ["1 white Phalaenopsis orchid, 2 stems", "Reindeer moss"],
      },
      {
        sizeName: "Double",
        price: 950,
        description: "Two double-stemmed plants",
        ingredients: ["2 white Phalaenopsis orchids, 4 stems", "Reindeer moss"],
      },
      {
        sizeName: "Grand",
        price: 1650,
        description: "Four double-stemmed plants",
        ingredients: ["4 white Phalaenopsis orchids, 8 stems", "Reindeer moss", "Trailing ivy"],
      },
    ],
    art: {
      seed: 133597,
      palette: "white-orchid",
      flowers: ["orchid"],
      arrangement: "vase",
      backdrop: "studio",
    },
    galleryViews: 4,
    ageDays: 103,
  },
  {
    title: "Ivory Cymbidium Crown",
    shortDescription:
      "White Cymbidium orchids crowned with Avalanche roses in a sculptural hand-tie.",
    longDescription:
      "Waxy white Cymbidium blooms, each with a blush-flecked lip, are set in a crown around Avalanche roses. Leaves of Italian ruscus trail beneath. Architectural yet tender, it holds its shape for well over a week.",
    categories: ["orchids"],
    isNew: false,
    featured: false,
    ingredients: ["White Cymbidium orchids", "Avalanche roses", "Italian ruscus"],
    dimensions: "Approx. 55 cm tall × 40 cm wide",
    sizes: [
      {
        sizeName: "Signature",
        price: 1250,
        description: "About 22 stems",
        ingredients: ["5 white Cymbidium orchid stems", "17 Avalanche roses", "Italian ruscus"],
      },
    ],
    art: {
      seed: 146213,
      palette: "white-orchid",
      flowers: ["orchid", "rose"],
      arrangement: "hand-tied",
      backdrop: "tone",
    },
    galleryViews: 2,
    ageDays: 71,
  },
  {
    title: "Amethyst Veil",
    shortDescription: "Lilac Phalaenopsis and Ocean Song roses set in a lavender keepsake box.",
    longDescription:
      "Lilac Phalaenopsis sprays spill over a bed of Ocean Song roses and lavender ranunculus. The box is lined in pale lavender silk and keeps everything perfectly in place. A cool, modern gift that needs no vase.",
    categories: ["orchids", "flower-boxes"],
    isNew: true,
    featured: false,
    ingredients: [
      "Lilac Phalaenopsis orchids",
      "Ocean Song roses",
      "Lavender hanoi ranunculus",
      "Lavender keepsake box",
    ],
    dimensions: "Approx. 30 cm tall × 30 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 780,
        description: "About 16 blooms",
        ingredients: [
          "1 lilac Phalaenopsis spray",
          "10 Ocean Song roses",
          "5 lavender hanoi ranunculus",
        ],
      },
      {
        sizeName: "Signature",
        price: 1150,
        description: "About 26 blooms",
        ingredients: [
          "2 lilac Phalaenopsis sprays",
          "16 Ocean Song roses",
          "8 lavender hanoi ranunculus",
        ],
      },
    ],
    art: {
      seed: 159871,
      palette: "lilac",
      flowers: ["orchid", "rose", "ranunculus"],
      arrangement: "box",
      backdrop: "studio",
    },
    galleryViews: 3,
    ageDays: 9,
  },
  {
    title: "Oxblood Orchid",
    shortDescription: "Burgundy Cymbidium orchids and Black Baccara roses in a smoked glass vase.",
    longDescription:
      "Burgundy Cymbidium orchids, glossy as lacquer, rise above a low cluster of Black Baccara roses. Trailing amaranthus pools over the lip of a smoked glass vase. Dramatic, polished and made for candlelight.",
    categories: ["orchids", "vase-arrangements"],
    isNew: false,
    featured: false,
    ingredients: [
      "Burgundy Cymbidium orchids",
      "Black Baccara roses",
      "Red amaranthus",
      "Smoked glass vase",
    ],
    dimensions: "Approx. 60 cm tall × 40 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Signature",
        price: 1380,
        description: "About 20 stems",
        ingredients: [
          "4 burgundy Cymbidium orchid stems",
          "14 Black Baccara roses",
          "2 red amaranthus",
        ],
      },
      {
        sizeName: "Grand",
        price: 1980,
        description: "About 32 stems",
        ingredients: [
          "6 burgundy Cymbidium orchid stems",
          "22 Black Baccara roses",
          "4 red amaranthus",
        ],
      },
    ],
    art: {
      seed: 162457,
      palette: "burgundy-plum",
      flowers: ["orchid", "rose"],
      arrangement: "vase",
      backdrop: "tone",
    },
    galleryViews: 3,
    ageDays: 42,
  },

  // ——— Flower Boxes ———
  {
    title: "Rouge Hatbox",
    shortDescription: "Red Naomi roses set shoulder to shoulder in our black velvet hatbox.",
    longDescription:
      "Red Naomi roses are cut short and set head to head in a round black velvet hatbox, lid presented alongside. The effect is sleek, graphic and deeply romantic. Lightly watered foam keeps the roses fresh for days.",
    categories: ["flower-boxes", "roses"],
    isNew: false,
    featured: true,
    ingredients: ["Red Naomi roses", "Black velvet hatbox"],
    dimensions: "Approx. 25 cm tall × 25 cm wide (Medium size)",
    sizes: [
      {
        sizeName: "Small",
        price: 395,
        description: "About 15 roses",
        ingredients: ["15 Red Naomi roses"],
      },
      {
        sizeName: "Medium",
        price: 650,
        comparePrice: 750,
        description: "About 30 roses",
        ingredients: ["30 Red Naomi roses"],
      },
      {
        sizeName: "Large",
        price: 1100,
        comparePrice: 1250,
        description: "About 55 roses",
        ingredients: ["55 Red Naomi roses"],
      },
      {
        sizeName: "Opulent",
        price: 1900,
        description: "About 100 roses",
        ingredients: ["100 Red Naomi roses"],
      },
    ],
    art: {
      seed: 178909,
      palette: "deep-red",
      flowers: ["rose"],
      arrangement: "box",
      backdrop: "studio",
    },
    galleryViews: 4,
    ageDays: 117,
  },
  {
    title: "Petal Atelier",
    shortDescription: "Sweet Avalanche roses and blush ranunculus in a dusky pink linen box.",
    longDescription:
      "Sweet Avalanche roses and blush ranunculus are arranged in soft waves across a dusky pink linen box. Sprigs of wax flower catch the light between them. Pretty, polished and easy to place on any table.",
    categories: ["flower-boxes"],
    isNew: false,
    featured: false,
    ingredients: [
      "Sweet Avalanche roses",
      "Blush hanoi ranunculus",
      "Blush wax flower",
      "Pink linen box",
    ],
    dimensions: "Approx. 25 cm tall × 30 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 520,
        description: "About 20 blooms",
        ingredients: ["12 Sweet Avalanche roses", "8 blush hanoi ranunculus", "Blush wax flower"],
      },
      {
        sizeName: "Signature",
        price: 790,
        description: "About 32 blooms",
        ingredients: ["19 Sweet Avalanche roses", "13 blush hanoi ranunculus", "Blush wax flower"],
      },
      {
        sizeName: "Grand",
        price: 1250,
        description: "About 50 blooms",
        ingredients: ["30 Sweet Avalanche roses", "20 blush hanoi ranunculus", "Blush wax flower"],
      },
    ],
    art: {
      seed: 181283,
      palette: "blush",
      flowers: ["rose", "ranunculus"],
      arrangement: "box",
      backdrop: "tone",
    },
    galleryViews: 2,
    ageDays: 55,
  },
  {
    title: "Ivory Jewel Box",
    shortDescription: "Avalanche roses and white Phalaenopsis heads in a mirrored ivory case.",
    longDescription:
      "Avalanche roses form a cushion of cream, studded with white Phalaenopsis heads like pearls. Silver dollar eucalyptus softens the edges of a mirrored ivory case. A keepsake that stays on the dressing table long after the flowers.",
    categories: ["flower-boxes"],
    isNew: false,
    featured: false,
    ingredients: [
      "Avalanche roses",
      "White Phalaenopsis orchid heads",
      "Silver dollar eucalyptus",
      "Mirrored ivory case",
    ],
    dimensions: "Approx. 20 cm tall × 30 cm wide (Classic size)",
    sizes: [
      {
        sizeName: "Classic",
        price: 750,
        comparePrice: 890,
        description: "About 25 roses",
        ingredients: [
          "25 Avalanche roses",
          "6 white Phalaenopsis orchid heads",
          "Silver dollar eucalyptus",
        ],
      },
      {
        sizeName: "Deluxe",
        price: 1190,
        description: "About 40 roses",
        ingredients: [
          "40 Avalanche roses",
          "10 white Phalaenopsis orchid heads",
          "Silver dollar eucalyptus",
        ],
      },
    ],
    art: {
      seed: 194567,
      palette: "ivory-eucalyptus",
      flowers: ["rose", "orchid"],
      arrangement: "box",
      backdrop: "studio",
    },
    galleryViews: 3,
    ageDays: 80,
  },
  {
    title: "Lilac Keepsake",
    shortDescription: "Memory Lane roses and lilac ranunculus in a lavender suede box.",
    longDescription:
      "Memory Lane roses, a soft silvery lilac, are massed with mauve ranunculus and sprigs of lavender sweet pea. A lavender suede box keeps the colour story whole. Gentle, elegant and a little bit unexpected.",
    categories: ["flower-boxes"],
    isNew: true,
    featured: false,
    ingredients: [
      "Memory Lane roses",
      "Lilac hanoi ranunculus",
      "Lavender sweet pea",
      "Lavender suede box",
    ],
    dimensions: "Approx. 25 cm tall × 25 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 480,
        description: "About 18 blooms",
        ingredients: ["10 Memory Lane roses", "6 lilac hanoi ranunculus", "2 lavender sweet pea"],
      },
      {
        sizeName: "Signature",
        price: 720,
        description: "About 30 blooms",
        ingredients: ["16 Memory Lane roses", "10 lilac hanoi ranunculus", "4 lavender sweet pea"],
      },
    ],
    art: {
      seed: 205319,
      palette: "lilac",
      flowers: ["rose", "ranunculus"],
      arrangement: "box",
      backdrop: "studio",
    },
    galleryViews: 2,
    ageDays: 13,
  },

  // ——— Vase Arrangements ———
  {
    title: "Jumeirah Terrace",
    shortDescription:
      "Apricot roses and Coral Charm peonies, loose and sunlit in a low glass bowl.",
    longDescription:
      "Juliet garden roses and Coral Charm peonies tumble from a low hand-blown glass bowl, threaded with peach sweet pea. It has the easy warmth of a late breakfast by the sea. Arrives ready to set on the table, water and all.",
    categories: ["vase-arrangements"],
    isNew: true,
    featured: false,
    ingredients: [
      "Juliet garden roses",
      "Coral Charm peonies",
      "Peach sweet pea",
      "Pittosporum",
      "Hand-blown glass bowl",
    ],
    dimensions: "Approx. 35 cm tall × 45 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Signature",
        price: 1150,
        description: "About 26 stems",
        ingredients: [
          "12 Juliet garden roses",
          "6 Coral Charm peonies",
          "8 peach sweet pea",
          "Pittosporum",
        ],
      },
      {
        sizeName: "Grand",
        price: 1750,
        description: "About 42 stems",
        ingredients: [
          "20 Juliet garden roses",
          "10 Coral Charm peonies",
          "12 peach sweet pea",
          "Pittosporum",
        ],
      },
    ],
    art: {
      seed: 216733,
      palette: "peach",
      flowers: ["rose", "peony"],
      arrangement: "vase",
      backdrop: "tone",
    },
    galleryViews: 3,
    ageDays: 2,
  },
  {
    title: "The Ambassador",
    shortDescription:
      "A grand lobby piece of white Cymbidium orchids and Avalanche roses in a tall urn.",
    longDescription:
      "Cascading white Cymbidium orchids and Avalanche roses rise from a tall stone-white urn, with sweeping Italian ruscus for scale. It is designed for hotel lobbies, reception desks and grand entrances. Made to order and delivered by two of our florists, who set it in place.",
    categories: ["vase-arrangements", "orchids"],
    isNew: false,
    featured: false,
    ingredients: [
      "White Cymbidium orchids",
      "Avalanche roses",
      "White Phalaenopsis orchids",
      "Italian ruscus",
      "Stone-white urn",
    ],
    dimensions: "Approx. 110 cm tall × 80 cm wide",
    sizes: [
      {
        sizeName: "Grand",
        price: 2800,
        description: "About 90 stems",
        ingredients: [
          "12 white Cymbidium orchid stems",
          "60 Avalanche roses",
          "6 white Phalaenopsis stems",
          "Italian ruscus",
        ],
      },
    ],
    art: {
      seed: 227401,
      palette: "white-orchid",
      flowers: ["orchid", "rose"],
      arrangement: "vase",
      backdrop: "studio",
    },
    galleryViews: 4,
    ageDays: 98,
  },
  {
    title: "Lavender Hour",
    shortDescription: "Country Blues roses, lilac ranunculus and sweet pea in a fluted glass vase.",
    longDescription:
      "Country Blues roses in smoky lilac mingle with lilac ranunculus, lavender sweet pea and scabiosa. A fluted glass vase lets the stems show. Cool and calming, like the sky just after the sun has gone.",
    categories: ["vase-arrangements"],
    isNew: false,
    featured: false,
    ingredients: [
      "Country Blues roses",
      "Lilac hanoi ranunculus",
      "Lavender sweet pea",
      "Scabiosa",
      "Fluted glass vase",
    ],
    dimensions: "Approx. 45 cm tall × 35 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Petite",
        price: 690,
        description: "About 20 stems",
        ingredients: [
          "8 Country Blues roses",
          "6 lilac hanoi ranunculus",
          "4 lavender sweet pea",
          "2 scabiosa",
        ],
      },
      {
        sizeName: "Signature",
        price: 980,
        comparePrice: 1150,
        description: "About 30 stems",
        ingredients: [
          "12 Country Blues roses",
          "9 lilac hanoi ranunculus",
          "6 lavender sweet pea",
          "3 scabiosa",
        ],
      },
      {
        sizeName: "Grand",
        price: 1450,
        description: "About 46 stems",
        ingredients: [
          "18 Country Blues roses",
          "14 lilac hanoi ranunculus",
          "9 lavender sweet pea",
          "5 scabiosa",
        ],
      },
    ],
    art: {
      seed: 238877,
      palette: "lilac",
      flowers: ["rose", "ranunculus"],
      arrangement: "vase",
      backdrop: "studio",
    },
    galleryViews: 3,
    ageDays: 46,
  },

  // ——— Ramadan & Eid ———
  {
    title: "Noor",
    shortDescription:
      "White Phalaenopsis and Avalanche roses in a gilded box, made for Eid visits.",
    longDescription:
      "Noor means light, and this box glows with it: white Phalaenopsis sprays over a bed of Avalanche roses, framed in a gilt-edged ivory box. A card in Arabic and English is included. Gracious enough for any majlis, simple enough for any home.",
    categories: ["ramadan-eid", "flower-boxes"],
    isNew: true,
    featured: true,
    ingredients: [
      "White Phalaenopsis orchids",
      "Avalanche roses",
      "Silver dollar eucalyptus",
      "Gilded ivory box",
    ],
    dimensions: "Approx. 35 cm tall × 30 cm wide (Signature size)",
    sizes: [
      {
        sizeName: "Signature",
        price: 890,
        description: "About 24 blooms",
        ingredients: [
          "2 white Phalaenopsis sprays",
          "22 Avalanche roses",
          "Silver dollar eucalyptus",
        ],
      },
      {
        sizeName: "Grand",
        price: 1390,
        description: "About 40 blooms",
        ingredients: [
          "3 white Phalaenopsis sprays",
          "37 Avalanche roses",
          "Silver dollar eucalyptus",
        ],
      },
    ],
    art: {
      seed: 241153,
      palette: "white-orchid",
      flowers: ["orchid", "rose"],
      arrangement: "box",
      backdrop: "studio",
    },
    galleryViews: 4,
    ageDays: 1,
  },
  {
    title: "Layali",
    shortDescription: "Plum ranunculus and Black Baccara roses for long iftar evenings.",
    longDescription:
      "Layali, the nights, gathers plum hanoi ranunculus, Black Baccara roses and burgundy scabiosa into a rich, low hand-tie. Sprigs of dark ruscus and a satin ribbon finish it. Ideal to bring to an iftar table or a family gathering.",
    categories: ["ramadan-eid"],
    isNew: false,
    featured: false,
    ingredients: [
      "Plum hanoi ranunculus",
      "Black Baccara roses",
      "Burgundy scabiosa",
      "Italian ruscus",
    ],
    dimensions: "Approx. 45 cm tall × 40 cm wide",
    sizes: [
      {
        sizeName: "Signature",
        price: 820,
        comparePrice: 950,
        description: "About 28 stems",
        ingredients: [
          "14 plum hanoi ranunculus",
          "10 Black Baccara roses",
          "4 burgundy scabiosa",
          "Italian ruscus",
        ],
      },
    ],
    art: {
      seed: 252691,
      palette: "burgundy-plum",
      flowers: ["ranunculus", "rose"],
      arrangement: "hand-tied",
      backdrop: "tone",
    },
    galleryViews: 2,
    ageDays: 24,
  },
  {
    title: "Majlis Welcome",
    shortDescription: "Red Charm peonies and Red Naomi roses in a brass-footed vase.",
    longDescription:
      "Red Charm peonies, lush and double, are set among Red Naomi roses and glossy ruscus in a brass-footed vase. The colour is warm and festive, the scale generous. Made to greet guests at the door throughout Eid.",
    categories: ["ramadan-eid", "vase-arrangements"],
    isNew: false,
    featured: false,
    ingredients: ["Red Charm peonies", "Red Naomi roses", "Italian ruscus", "Brass-footed vase"],
    dimensions: "Approx. 55 cm tall × 45 cm wide",
    sizes: [
      {
        sizeName: "Grand",
        price: 1690,
        description: "About 35 stems",
        ingredients: ["10 Red Charm peonies", "25 Red Naomi roses", "Italian ruscus"],
      },
    ],
    art: {
      seed: 263017,
      palette: "deep-red",
      flowers: ["peony", "rose"],
      arrangement: "vase",
      backdrop: "studio",
    },
    galleryViews: 3,
    ageDays: 30,
  },
];

/** Something offered beside a bouquet (CONTRACT.md §9): one picture, one price, no category. */
export interface DemoAddOn {
  title: string;
  /** One sentence, at most 110 characters. */
  shortDescription: string;
  longDescription: string;
  /** Whole AED, VAT included. */
  price: number;
  dimensions: string;
  art: AddOnArt;
  ageDays: number;
}

export const demoAddOns: DemoAddOn[] = [
  {
    title: "Glass Cylinder Vase",
    shortDescription:
      "Hand-blown clear glass with a heavy base, tall enough for a Signature bouquet.",
    longDescription:
      "The vase our florists reach for first: hand-blown clear glass, straight-sided, on a heavy base that keeps a generous bouquet steady. Your flowers arrive ready to go straight into water, and the vase stays long after them.",
    price: 120,
    dimensions: "30 cm tall × 15 cm wide",
    art: { kind: "vase", seed: 31, palette: "white-orchid", backdrop: "studio" },
    ageDays: 60,
  },
  {
    title: "Patchi Chocolate Box",
    shortDescription: "Twelve Patchi chocolates in a black keepsake box tied with ivory satin.",
    longDescription:
      "A dozen Patchi chocolates, dark, milk and gold-wrapped pralines with hazelnut and almond centres, set in a black keepsake box and tied with ivory satin ribbon. Delivered beside the bouquet, never beneath it.",
    price: 150,
    dimensions: "22 cm × 16 cm, 12 pieces",
    art: { kind: "chocolates", seed: 47, palette: "ivory-eucalyptus", backdrop: "tone" },
    ageDays: 60,
  },
  {
    title: "Happy Birthday Balloon",
    shortDescription:
      "A blush foil balloon lettered in gold, with a satin companion, filled with helium.",
    longDescription:
      "A round blush foil balloon lettered 'Happy Birthday' in gold, paired with a pale satin balloon and tied to a little gift-box weight. Filled with helium on the morning of delivery, so it floats for days.",
    price: 45,
    dimensions: "Foil balloon 45 cm across",
    art: { kind: "balloon", seed: 53, palette: "blush", backdrop: "studio" },
    ageDays: 45,
  },
  {
    title: "Handwritten Card on Cotton Paper",
    shortDescription:
      "Your message written by hand in ink on a deckled cotton-paper card, sealed in wax.",
    longDescription:
      "In place of the printed message card, one of our calligraphers writes your words by hand in ink on a folded card of deckled cotton paper. It travels in its own envelope, sealed with wax in the colour of the season.",
    price: 25,
    dimensions: "Folded card 15 cm × 10 cm",
    art: { kind: "card", seed: 71, palette: "peach", backdrop: "studio" },
    ageDays: 45,
  },
];
