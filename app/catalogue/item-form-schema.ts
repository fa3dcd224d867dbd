// The admin's item form (create and edit): one schema for the browser's checks and the action's,
// built from the domain's own field rules (app/catalogue/item-input.ts) in the form's shape —
// sizes and categories as repeated fields instead of JSON text, checkboxes that mean false when
// unticked, the main image as the id of an image already stored.
import { z } from "zod";
import {
  CategoryId,
  ImageId,
  ItemFields,
  MAX_CATEGORIES,
  MAX_GALLERY_IMAGES,
  MAX_SIZES,
  NO_SIZES,
  SizeInput,
  TITLE_REQUIRED,
  TOO_MANY_SIZES,
  IngredientNames,
  splitIngredients,
} from "~/catalogue/item-input";
import { IMAGE_MISSING } from "~/images/rules";
import { aedFromFils } from "~/money/money";

const ticked = <T extends z.ZodType<boolean | undefined>>(flag: T) =>
  flag.transform((value) => value ?? false);

/**
 * An Arabic text of the form: the form always posts it, and an empty one arrives as nothing, so
 * nothing means "not written" (null), and clearing the field on edit clears the text.
 */
const arabicField = <T extends z.ZodType<string | null | undefined>>(text: T) =>
  text.transform((value) => value ?? null);

/** Ingredients as typed: one comma-separated text; left empty, none. */
const ingredientsField = z
  .string()
  .max(5000)
  .optional()
  .transform((text) => splitIngredients(text ?? ""))
  .pipe(IngredientNames);

/**
 * An English text the form always posts: left empty it arrives as nothing, which here means
 * "none" (so clearing it on edit clears it), not "keep as it is".
 */
const englishField = <T extends z.ZodType<string | undefined>>(text: T) =>
  text.transform((value) => value ?? "");

/** A size as typed: ingredients are one comma-separated text in each language. */
export const SizeForm = SizeInput.extend({
  sizeNameAr: arabicField(SizeInput.shape.sizeNameAr),
  ingredients: ingredientsField,
  descriptionAr: arabicField(SizeInput.shape.descriptionAr),
  ingredientsAr: ingredientsField,
  dimensionsAr: arabicField(SizeInput.shape.dimensionsAr),
});

export const ItemForm = z.object({
  title: z.string({ error: TITLE_REQUIRED }).pipe(ItemFields.shape.title.unwrap()),
  shortDescription: ItemFields.shape.shortDescription,
  longDescription: ItemFields.shape.longDescription,
  titleAr: arabicField(ItemFields.shape.titleAr),
  shortDescriptionAr: arabicField(ItemFields.shape.shortDescriptionAr),
  longDescriptionAr: arabicField(ItemFields.shape.longDescriptionAr),
  ingredients: ingredientsField,
  ingredientsAr: ingredientsField,
  dimensions: englishField(ItemFields.shape.dimensions),
  dimensionsAr: arabicField(ItemFields.shape.dimensionsAr),
  care: englishField(ItemFields.shape.care),
  careAr: arabicField(ItemFields.shape.careAr),
  featured: ticked(ItemFields.shape.featured),
  isNew: ticked(ItemFields.shape.isNew),
  inStock: ticked(ItemFields.shape.inStock),
  isAddOn: ticked(ItemFields.shape.isAddOn),
  categories: z.array(CategoryId).max(MAX_CATEGORIES).default([]),
  sizes: z.array(SizeForm).min(1, NO_SIZES).max(MAX_SIZES, TOO_MANY_SIZES),
  imageUrl: z.string({ error: IMAGE_MISSING }).pipe(ImageId),
  galleryImages: z.array(ImageId).max(MAX_GALLERY_IMAGES).default([]),
});
export type ItemForm = z.infer<typeof ItemForm>;
/** The form's fields as the browser posts them (before parsing), for Conform's field types. */
export type ItemFormFields = z.input<typeof ItemForm>;

/** What the form starts with when it edits a bouquet (as the browser would post it). */
export function itemFormDefaults(item: {
  title: string;
  shortDescription: string;
  longDescription: string;
  titleAr: string | null;
  shortDescriptionAr: string | null;
  longDescriptionAr: string | null;
  ingredients: string[];
  ingredientsAr: string[];
  dimensions: string | null;
  dimensionsAr: string | null;
  care: string | null;
  careAr: string | null;
  featured: boolean;
  isNew: boolean;
  inStock: boolean;
  isAddOn: boolean;
  categories: { id: string }[];
  sizes: {
    sizeName: string;
    sizeNameAr: string | null;
    price: number;
    comparePrice: number | null;
    description: string | null;
    ingredients: string[];
    descriptionAr: string | null;
    ingredientsAr: string[];
    dimensions: string | null;
    dimensionsAr: string | null;
  }[];
  mainImageId: string | null;
  galleryImageIds: string[];
}) {
  const check = (on: boolean) => (on ? "on" : undefined);
  return {
    title: item.title,
    shortDescription: item.shortDescription,
    longDescription: item.longDescription,
    titleAr: item.titleAr ?? "",
    shortDescriptionAr: item.shortDescriptionAr ?? "",
    longDescriptionAr: item.longDescriptionAr ?? "",
    ingredients: item.ingredients.join(", "),
    ingredientsAr: item.ingredientsAr.join("، "),
    dimensions: item.dimensions ?? "",
    dimensionsAr: item.dimensionsAr ?? "",
    care: item.care ?? "",
    careAr: item.careAr ?? "",
    featured: check(item.featured),
    isNew: check(item.isNew),
    inStock: check(item.inStock),
    isAddOn: check(item.isAddOn),
    categories: item.categories.map((category) => category.id),
    sizes: item.sizes.map((size) => ({
      sizeName: size.sizeName,
      sizeNameAr: size.sizeNameAr ?? "",
      price: String(aedFromFils(size.price)),
      comparePrice: size.comparePrice === null ? "" : String(aedFromFils(size.comparePrice)),
      description: size.description ?? "",
      ingredients: size.ingredients.join(", "),
      descriptionAr: size.descriptionAr ?? "",
      ingredientsAr: size.ingredientsAr.join("، "),
      dimensions: size.dimensions ?? "",
      dimensionsAr: size.dimensionsAr ?? "",
    })),
    imageUrl: item.mainImageId ?? "",
    galleryImages: item.galleryImageIds,
  };
}

export const EMPTY_SIZE = {
  sizeName: "",
  sizeNameAr: "",
  price: "",
  comparePrice: "",
  description: "",
  ingredients: "",
  descriptionAr: "",
  ingredientsAr: "",
  dimensions: "",
  dimensionsAr: "",
};

/** A new bouquet starts with one empty size, in stock. */
export const NEW_ITEM_DEFAULTS = {
  inStock: "on",
  sizes: [EMPTY_SIZE],
  categories: [] as string[],
  galleryImages: [] as string[],
};
