// The widths `?w=` can render. Asked widths snap up to this ladder, so a client cannot fill the
// disk with one variant per pixel. Not server-only: components build their srcset from it, so it
// stays free of zod (which would weigh on every page).
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1200, 1600, 2000, 2400] as const;

/** The ladder width to render for a request, or null when the original is as good or better. */
export function variantWidth(requested: number, originalWidth: number): number | null {
  const snapped = IMAGE_WIDTHS.find((width) => width >= requested);
  return snapped !== undefined && snapped < originalWidth ? snapped : null;
}
