// Which way the page reads. Arabic pages run right to left, so what comes next lies to the left:
// the arrow keys and swipes of the gallery and the lightbox turn round with the page.
import { textDirection } from "~/i18n/languages";
import { useTranslator } from "~/i18n/use-translator";

/** Whether the page reads right to left (Arabic). */
export function useRightToLeft(): boolean {
  return textDirection[useTranslator().language] === "rtl";
}

/** 1 for the arrow key towards the reading's end (next), -1 towards its start, 0 for other keys. */
export function arrowStep(key: string, rightToLeft: boolean): 1 | -1 | 0 {
  if (key !== "ArrowLeft" && key !== "ArrowRight") return 0;
  return key === (rightToLeft ? "ArrowLeft" : "ArrowRight") ? 1 : -1;
}

/** A swipe `dx` pixels across: pulling the picture towards the reading's start shows the next. */
export function swipeStep(dx: number, rightToLeft: boolean): 1 | -1 {
  return dx < 0 !== rightToLeft ? 1 : -1;
}
