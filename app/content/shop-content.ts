// The shop's own words, as the florist writes them in the admin: the brand's name, contact points,
// the legal details on invoices, the home page's texts and pictures, the About, Craft and
// Portfolio pages and the four policy pages. One object,
// replaced whole on each save; every text in English and (once written) Arabic.
import { z } from "zod";
import { ID_PATTERN } from "~/db/ids";
import { normaliseDigits } from "~/i18n/format";

/** How long each kind of text may be: a line, a paragraph, a policy page (Markdown). */
export const CONTENT_LIMITS = { line: 160, paragraph: 1_200, page: 20_000 } as const;

export const CONTENT_MESSAGES = {
  required: "Please write the English text.",
  tooLong: "At most {max} characters.",
  phone: "Please enter a phone number (digits, spaces, + and - only), or leave it empty.",
  email: "Please enter a valid email address.",
  url: "Please enter a full web address starting with https://, or leave it empty.",
  trn: "A UAE TRN is 15 digits.",
  image: "Please choose a picture.",
  price: "Please enter a price in AED (0 or more, at most two decimals).",
  heroSlides: "Keep between 1 and 5 hero slides.",
  tooMany: "At most {max} entries.",
} as const;

const tooLong = (max: number) => CONTENT_MESSAGES.tooLong.replace("{max}", String(max));

const english = (max: number) =>
  z
    .string({ error: CONTENT_MESSAGES.required })
    .trim()
    .min(1, CONTENT_MESSAGES.required)
    .max(max, tooLong(max));

/** An Arabic text not yet written is null; an empty field counts as not written. */
const arabic = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .transform((value) => (value ? value : null));

/** A text in two languages: the English always, the Arabic once it is written. */
export const textOf = (max: number) => z.object({ en: english(max), ar: arabic(max) });
export { inLanguage, type Text } from "./text-in-language";

const LineText = textOf(CONTENT_LIMITS.line);
const ParagraphText = textOf(CONTENT_LIMITS.paragraph);
const PageText = textOf(CONTENT_LIMITS.page);

/** A number someone dials: digits (any script), spaces, +, -, and brackets; empty hides the link. */
const phone = z
  .string({ error: CONTENT_MESSAGES.phone })
  .transform((value) => normaliseDigits(value).trim())
  .pipe(
    z
      .string()
      .max(30, CONTENT_MESSAGES.phone)
      .refine(
        (value) => value === "" || (/^[+\d\s()-]+$/.test(value) && /(\d\D*){7}/.test(value)),
        CONTENT_MESSAGES.phone,
      ),
  );

/** An https address, or null (an empty field): no link is shown then. */
const link = z
  .string({ error: CONTENT_MESSAGES.url })
  .trim()
  .max(300, tooLong(300))
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
    message: CONTENT_MESSAGES.url,
  });

/** The 15 digits of a UAE tax registration number, typed in any digits, spaces allowed. */
const trn = z
  .string({ error: CONTENT_MESSAGES.trn })
  .transform((value) => normaliseDigits(value).replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{15}$/, CONTENT_MESSAGES.trn));

const imageId = z
  .string({ error: CONTENT_MESSAGES.image })
  .trim()
  .regex(ID_PATTERN, CONTENT_MESSAGES.image);

/** A page's own picture, or null (an empty choice): the page shows the shop's picture for it. */
const pagePicture = z
  .string({ error: CONTENT_MESSAGES.image })
  .trim()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || ID_PATTERN.test(value), {
    message: CONTENT_MESSAGES.image,
  });

/**
 * A picture for the Arabic pages, composed the other way round (its calm field on the right, so
 * the words sit there, at the start of an Arabic line). Null or left out: the Arabic pages show
 * the English picture, the words on its calm side.
 */
const arabicPicture = pagePicture.optional().transform((value) => value ?? null);

/** AED as typed (a number, or a string of digits in any script), at most two decimals. */
const aed = z
  .union([z.number(), z.string().transform((value) => Number(normaliseDigits(value).trim()))], {
    error: CONTENT_MESSAGES.price,
  })
  .pipe(
    z
      .number({ error: CONTENT_MESSAGES.price })
      .min(0, CONTENT_MESSAGES.price)
      .max(1_000_000, CONTENT_MESSAGES.price)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: CONTENT_MESSAGES.price,
      }),
  );

const listOf = <Item extends z.ZodType>(item: Item, max: number) =>
  z.array(item).max(max, CONTENT_MESSAGES.tooMany.replace("{max}", String(max)));

export const POLICY_PAGES = ["terms", "privacy", "returns", "delivery"] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export const MAX_HERO_SLIDES = 5;

/** The pages that tell the maison's story: a title, an introduction, Markdown and a picture. */
export const BRAND_PAGES = ["about", "craft", "portfolio"] as const;
export type BrandPage = (typeof BRAND_PAGES)[number];

const BrandPageContent = z.object({
  title: LineText,
  intro: ParagraphText,
  body: PageText,
  image: pagePicture,
  imageAr: arabicPicture,
});

export const ShopContent = z.object({
  contact: z.object({
    phone,
    whatsapp: phone,
    email: z
      .string({ error: CONTENT_MESSAGES.email })
      .trim()
      .max(200, CONTENT_MESSAGES.email)
      .pipe(z.email({ error: CONTENT_MESSAGES.email })),
    address: ParagraphText,
    hours: LineText,
    instagram: link,
    facebook: link,
  }),
  legal: z.object({ name: LineText, trn, address: ParagraphText }),
  heroSlides: z
    .array(
      z.object({
        title: LineText,
        subtitle: ParagraphText,
        brandStatement: LineText,
        image: imageId,
        imageAr: arabicPicture,
      }),
    )
    .min(1, CONTENT_MESSAGES.heroSlides)
    .max(MAX_HERO_SLIDES, CONTENT_MESSAGES.heroSlides),
  intro: ParagraphText,
  trustedBy: listOf(z.object({ name: english(CONTENT_LIMITS.line), image: imageId }), 12),
  bespoke: z.object({ title: LineText, text: ParagraphText }),
  subscriptions: listOf(
    z.object({ name: LineText, price: aed, period: LineText, description: ParagraphText }),
    6,
  ),
  testimonials: listOf(
    z.object({
      quote: ParagraphText,
      author: english(CONTENT_LIMITS.line),
      // The author as Arabic pages name them; null (or left out) shows the English name there.
      authorAr: arabic(CONTENT_LIMITS.line)
        .optional()
        .transform((value) => value ?? null),
    }),
    12,
  ),
  rating: LineText.nullable(),
  pages: z.object({
    terms: PageText,
    privacy: PageText,
    returns: PageText,
    delivery: PageText,
  }),
  brand: z.object({ name: LineText }),
  about: BrandPageContent,
  craft: BrandPageContent,
  portfolio: BrandPageContent,
});

export type ShopContent = z.output<typeof ShopContent>;
export type ShopContentInput = z.input<typeof ShopContent>;

/** The parts of the content, each kept (and marked as the demo's) on its own. */
export const CONTENT_PARTS = [
  "contact",
  "legal",
  "heroSlides",
  "intro",
  "trustedBy",
  "bespoke",
  "subscriptions",
  "testimonials",
  "rating",
  "pages.terms",
  "pages.privacy",
  "pages.returns",
  "pages.delivery",
  "brand",
  "about",
  "craft",
  "portfolio",
] as const;
export type ContentPart = (typeof CONTENT_PARTS)[number];

/**
 * The parts added after the first clients were written: a save that leaves one out keeps it as
 * it is, so a client that knows only the older parts still replaces what it knows.
 */
export const LATER_PARTS = ["brand", "about", "craft", "portfolio"] as const;

/** A part's value in the whole object. */
export function partOf(content: ShopContent, part: ContentPart): unknown {
  if (part.startsWith("pages.")) return content.pages[part.slice(6) as PolicyPage];
  return content[part as Exclude<ContentPart, `pages.${string}`>];
}

/** Parts only an owner may change: the legal details and the policy pages. */
export const OWNER_PARTS: readonly ContentPart[] = [
  "legal",
  "pages.terms",
  "pages.privacy",
  "pages.returns",
  "pages.delivery",
];
