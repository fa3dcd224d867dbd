// Every picture of the demo shop, as the painter draws it: one SVG per file named in seed/*.json,
// rasterised and encoded into the shop's stored form (what an upload becomes), so that seeding
// copies the file as it is. About half a second each on 2 cores, about a hundred of them.
import { availableParallelism } from "node:os";
import { encodeForShop } from "~/images/encode.server";
import { demoAddOns, demoBouquets, demoSiteImages } from "../../seed/catalogue";
import { addOnSvg, bouquetSvg, heroSlideSvg, portfolioSvg, wordmarkSvg } from "./artist";
import { renderWebp } from "./artist/render.server";
import { addOnBriefs, bouquetBriefs } from "./briefs";

/** Width of the demo photographs, as the shop shows them. */
export const PICTURE_WIDTH = 1280;

export interface DemoPicture {
  /** Its file name in seed/pictures/. */
  name: string;
  svg: string;
  width: number;
}

const stem = (name: string) => name.replace(/(-\d+)?\.webp$/, "");

function brief<T>(briefs: Record<string, T>, name: string): T {
  const found = briefs[stem(name)];
  if (!found) throw new Error(`no painter's brief for ${name} (tools/demo-painter/briefs.ts)`);
  return found;
}

function sitePicture(slot: string, caption: string): { svg: string; width: number } {
  const [, group, number] = /^(hero|arabic-hero|portfolio|trusted)-(\d+)$/.exec(slot) ?? [];
  const index = Number(number) - 1;
  // The slides fill the screen's width, so they are painted wider than the bouquets; each has a
  // mirrored twin for the Arabic pages.
  if (group === "hero" || group === "arabic-hero") {
    const svg = heroSlideSvg(index as 0 | 1 | 2, group === "arabic-hero");
    return { svg, width: Math.round(PICTURE_WIDTH * 1.5) };
  }
  if (group === "portfolio") return { svg: portfolioSvg(index), width: PICTURE_WIDTH };
  if (group === "trusted") {
    return { svg: wordmarkSvg(caption, (index % 5) as 0 | 1 | 2 | 3 | 4), width: 480 };
  }
  throw new Error(`no painting for the site's slot ${slot}`);
}

/** Every picture the demo shop shows, drawn as SVG (a few seconds in all). */
export function demoPictures(): DemoPicture[] {
  return [
    ...demoBouquets.flatMap((bouquet) =>
      bouquet.pictures.map((name, view) => ({
        name,
        svg: bouquetSvg(brief(bouquetBriefs, name), view),
        width: PICTURE_WIDTH,
      })),
    ),
    ...demoAddOns.map(({ picture: name }) => ({
      name,
      svg: addOnSvg(brief(addOnBriefs, name)),
      width: PICTURE_WIDTH,
    })),
    ...demoSiteImages.map(({ slot, caption, picture: name }) => ({
      name,
      ...sitePicture(slot, caption),
    })),
  ];
}

/** Paints the pictures in the shop's stored form, as many at once as the machine has cores. */
export async function paintAll(
  pictures: DemoPicture[],
  keep: (name: string, data: Buffer) => Promise<void>,
): Promise<void> {
  const queue = [...pictures];
  const painter = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      const encoded = await encodeForShop(await renderWebp(picture.svg, picture.width), "webp");
      await keep(picture.name, encoded.data);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, painter));
}
