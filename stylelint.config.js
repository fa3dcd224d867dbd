// CSS mirrors on Arabic pages (right to left) through logical properties: margin-inline-start, not
// margin-left. `npm run lint` refuses a physical left or right in app/styles.
/** @type {import("stylelint").Config} */
export default {
  plugins: ["stylelint-use-logical"],
  rules: {
    "csstools/use-logical": [
      "always",
      {
        // Both languages are written in horizontal lines, so only the inline axis (left, right)
        // changes with the reading direction. Tops, bottoms, widths and heights mean the same on
        // every page and stay as written: that keeps them readable and the rule to what mirrors.
        except: [
          /^(min-|max-)?(width|height)$/i,
          /^(top|bottom)$/i,
          /^(margin|padding)-(top|bottom)$/i,
          /^border-(top|bottom)(-color|-style|-width)?$/i,
        ],
      },
    ],
  },
};
