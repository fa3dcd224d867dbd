// The widths `?w=` can render. Asked widths snap up to this ladder, so a client cannot fill the
// disk with one variant per pixel. Not server-only: components build their srcset from it.
import { z } from "zod";

export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1200, 1600, 2000, 2400] as const;

export const MAX_REQUESTED_WIDTH = 4000;

const widthMessage = `w must be a whole number of pixels from 1 to ${MAX_REQUESTED_WIDTH}.`;

/** The query of an image GET: `?w=` is optional. */
export const ImageQuery = z.object({
  w: z
    .string()
    .regex(/^\d{1,5}$/, widthMessage)
    .transform(Number)
    .pipe(z.number().int().min(1, widthMessage).max(MAX_REQUESTED_WIDTH, widthMessage))
    .optional(),
});

/** The ladder width to render for a request, or null when the original is as good or better. */
export function variantWidth(requested: number, originalWidth: number): number | null {
  const snapped = IMAGE_WIDTHS.find((width) => width >= requested);
  return snapped !== undefined && snapped < originalWidth ? snapped : null;
}
