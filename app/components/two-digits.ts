/** 1 → "01": how the shop counts its steps, slides and pictures. */
export const twoDigits = (n: number) => String(n).padStart(2, "0");
