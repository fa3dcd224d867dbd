// Digits as a customer may type them on an Arabic keyboard, read as the Western digits the shop
// stores and checks (phones, Makani numbers, dates, quantities).
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as Western ones, wherever a customer types digits. */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
