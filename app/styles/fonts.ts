// Two faces, four files, self-hosted (DESIGN.md): Cormorant Garamond for display and prices,
// Jost for UI and body.
import cormorant400 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2?url";
import cormorant400Italic from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2?url";
import jost400 from "@fontsource/jost/files/jost-latin-400-normal.woff2?url";
import jost500 from "@fontsource/jost/files/jost-latin-500-normal.woff2?url";

const face = (family: string, url: string, weight: number, style = "normal") =>
  `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:${weight};font-style:${style};font-display:swap}`;

export const fontFaceCss = [
  face("Cormorant Garamond", cormorant400, 400),
  face("Cormorant Garamond", cormorant400Italic, 400, "italic"),
  face("Jost", jost400, 400),
  face("Jost", jost500, 500),
].join("");

/** The display face used above the fold, preloaded so headings don't reflow. */
export const fontPreloads = [cormorant400, jost400];
