// The seven emirates by the names the shop stores, with their Arabic names. Apart from the
// address's rules (and Zod), so the bouquet page's 'Deliver to' choice can name them cheaply.

/** The seven emirates, by the name the shop stores, with their Arabic names. */
export const EMIRATES = [
  { name: "Dubai", nameAr: "دبي" },
  { name: "Abu Dhabi", nameAr: "أبوظبي" },
  { name: "Sharjah", nameAr: "الشارقة" },
  { name: "Ajman", nameAr: "عجمان" },
  { name: "Umm Al Quwain", nameAr: "أم القيوين" },
  { name: "Ras Al Khaimah", nameAr: "رأس الخيمة" },
  { name: "Fujairah", nameAr: "الفجيرة" },
] as const;

export type Emirate = (typeof EMIRATES)[number]["name"];
