// `/?slide=N` (1-based) chooses the hero slide the server renders, for visitors without JavaScript.
export function slideIndex(param: string | null, count: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}
