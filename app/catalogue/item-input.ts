// What an admin (or a JSON client) sends to create or edit a bouquet. Multipart bodies carry
// `sizes`, `categories`, `ingredients`, `ingredientsAr` as JSON text and booleans as 'true'|'false'.
// Prices arrive in AED and leave this schema in fils, the only unit the catalogue takes.
import { z } from "zod";
import { ID_PATTERN } from "~/db/ids";
import { filsFromAed, type Fils } from "~/money/money";
import { requiredText } from "~/platform/fields";
import { isShopError } from "~/platform/errors";
import { parseRequestJson } from "~/platform/field-names";

const PRICE_MESSAGE = "Please enter a valid price";

/** AED 1,000,000. */
const HIGHEST_PRICE: Fils = 100_000_000;

const aedPrice = z
  .union([z.number(), z.string().trim().min(1, PRICE_MESSAGE)], { error: PRICE_MESSAGE })
  .transform((value, ctx): Fils => {
    const fils = filsFromAed(typeof value === "number" ? value : Number(value));
    if (fils === null || fils > HIGHEST_PRICE) {
      ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return fils;
  });

const optionalAedPrice = z
  .union([z.null(), z.literal(""), z.number(), z.string()])
  .optional()
  .transform((value) => (value === null || value === "" || value === undefined ? undefined : value))
  .pipe(aedPrice.optional());

/**
 * Ingredients arrive as a list or as comma-separated text (the Arabic comma '،' too, as Arabic is
 * typed); trimmed, empty ones dropped.
 */
export function splitIngredients(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : value.split(/[,،]/);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The most ingredients one list holds, each at most INGREDIENT_LENGTH characters. */
export const MAX_INGREDIENTS = 40;
export const INGREDIENT_LENGTH = 200;
export const TOO_MANY_INGREDIENTS = `Keep to ${MAX_INGREDIENTS} ingredients or fewer.`;
export const INGREDIENT_TOO_LONG = `Keep each ingredient under ${INGREDIENT_LENGTH} characters.`;

/** A list of ingredients as stored: each one short, not too many. */
export const IngredientNames = z
  .array(z.string().max(INGREDIENT_LENGTH, INGREDIENT_TOO_LONG))
  .max(MAX_INGREDIENTS, TOO_MANY_INGREDIENTS);

/** Ingredients as a list or comma-separated text, checked once split. */
export const ingredientText = z
  .union([z.array(z.string()), z.string().max(5000)])
  .transform((value) => splitIngredients(value))
  .pipe(IngredientNames);

const ingredientList = ingredientText.optional().transform((value) => value ?? []);

/**
 * An Arabic text beside its English one: optional, trimmed, held to the English field's length.
 * Left empty (or null) it is null, "not written", so the Arabic pages show the English text.
 */
export const arabicText = (max: number, tooLong?: string) =>
  z
    .union([z.null(), z.string().trim().max(max, tooLong)])
    .transform((value) => value || null)
    .optional();

/** The item form's messages, the same for create and edit. */
export const TITLE_REQUIRED = "Title is required.";
export const NO_SIZES = "Please add at least one size";

export const DIMENSIONS_LENGTH = 200;
const DIMENSIONS_TOO_LONG = `Keep the dimensions under ${DIMENSIONS_LENGTH} characters.`;
const DIMENSIONS_AR_TOO_LONG = `Keep the Arabic dimensions under ${DIMENSIONS_LENGTH} characters.`;
export const CARE_LENGTH = 1000;
const CARE_TOO_LONG = `Keep the care instructions under ${CARE_LENGTH} characters.`;
const CARE_AR_TOO_LONG = `Keep the Arabic care instructions under ${CARE_LENGTH} characters.`;

/** A form posts its lines ended by CR LF: the care text keeps one kind of line end, '\n'. */
const oneLineBreak = (text: string) => text.replace(/\r\n?/g, "\n");

export const MAX_SIZES = 12;
export const TOO_MANY_SIZES = `Keep to ${MAX_SIZES} sizes or fewer.`;

export const SizeInput = z.object({
  sizeName: requiredText("Size name is required", 60),
  sizeNameAr: arabicText(60, "Keep the Arabic size name under 60 characters."),
  price: aedPrice,
  comparePrice: optionalAedPrice,
  description: z.string().trim().max(300).optional(),
  ingredients: ingredientList,
  descriptionAr: arabicText(300, "Keep the Arabic description under 300 characters."),
  ingredientsAr: ingredientList,
  /** Left out or empty: the bouquet's own dimensions stand for this size's. */
  dimensions: z.string().trim().max(DIMENSIONS_LENGTH, DIMENSIONS_TOO_LONG).optional(),
  dimensionsAr: arabicText(DIMENSIONS_LENGTH, DIMENSIONS_AR_TOO_LONG),
});
export type SizeInput = z.infer<typeof SizeInput>;

const jsonText = <T extends z.ZodType>(schema: T, what: string) =>
  z
    .union([z.string(), z.array(z.unknown())])
    .transform((value, ctx) => {
      if (Array.isArray(value)) return value;
      if (value.trim() === "") return [];
      try {
        return parseRequestJson(value);
      } catch (error) {
        const message = isShopError(error) ? error.message : `${what} must be a JSON list.`;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * A bouquet's own ingredients: a list, a JSON list as text (multipart bodies) or comma-separated
 * text. Left out on edit, they stay as they are.
 */
const itemIngredients = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    if (value === undefined || Array.isArray(value)) return value;
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        const list = parseRequestJson(text);
        if (Array.isArray(list)) return list.map(String);
      } catch {
        // not JSON: read it as comma-separated text
      }
    }
    return text;
  })
  .pipe(ingredientText.optional());

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on", "1", "0", ""])])
  .transform((value) => value === true || value === "true" || value === "on" || value === "1");

const IMAGE_ID = "Image ids are 24 hexadecimal characters.";
export const ImageId = z.string().regex(ID_PATTERN, IMAGE_ID);
export const CategoryId = z.string().regex(ID_PATTERN, "Unknown category.");
export const MAX_CATEGORIES = 20;
export const MAX_GALLERY_IMAGES = 12;

/** Fields of a bouquet; on edit, a field left out keeps its current value. */
export const ItemFields = z.object({
  title: z.string().trim().max(120, "Keep the title under 120 characters.").optional(),
  shortDescription: z.string().trim().max(300).optional(),
  longDescription: z.string().trim().max(5000).optional(),
  titleAr: arabicText(120, "Keep the Arabic title under 120 characters."),
  shortDescriptionAr: arabicText(300),
  longDescriptionAr: arabicText(5000),
  featured: flag.optional(),
  isNew: flag.optional(),
  inStock: flag.optional(),
  /** Offered with bouquets (a vase, chocolates), never listed on its own. */
  isAddOn: flag.optional(),
  price: optionalAedPrice,
  dimensions: z.string().trim().max(DIMENSIONS_LENGTH, DIMENSIONS_TOO_LONG).optional(),
  dimensionsAr: arabicText(DIMENSIONS_LENGTH, DIMENSIONS_AR_TOO_LONG),
  /** The bouquet's own care instructions; empty: the shop's general ones. */
  care: z.string().trim().max(CARE_LENGTH, CARE_TOO_LONG).transform(oneLineBreak).optional(),
  careAr: arabicText(CARE_LENGTH, CARE_AR_TOO_LONG)
    .transform((text) => (text ? oneLineBreak(text) : text))
    .optional(),
  ingredients: itemIngredients,
  /** Left empty, the Arabic pages show the English ingredients. */
  ingredientsAr: itemIngredients,
  sizes: jsonText(z.array(SizeInput).max(MAX_SIZES, TOO_MANY_SIZES), "sizes").optional(),
  categories: jsonText(z.array(CategoryId).max(MAX_CATEGORIES), "categories").optional(),
  /** An already stored image to use as the main image, instead of uploading one. */
  imageUrl: z.union([ImageId, z.literal("")], { error: IMAGE_ID }).optional(),
  /** Stored images to keep in the gallery, in order (new uploads are added after them). */
  galleryImages: jsonText(z.array(ImageId).max(MAX_GALLERY_IMAGES), "galleryImages").optional(),
});
export type ItemFields = z.infer<typeof ItemFields>;
