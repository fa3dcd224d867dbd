// What an admin (or a JSON client) sends to create or edit a category. Browser-safe, so the admin
// form validates with the same rules the domain layer applies (categories.server.ts).
import { z } from "zod";
import { normaliseSlug } from "./slug";

export const CategoryInput = z.object({
  name: z.string().trim().max(80, "Keep the name under 80 characters.").default(""),
  /** The name in Arabic; empty or null is "not written" (the Arabic pages show the English one). */
  nameAr: z
    .union([z.null(), z.string().trim().max(80, "Keep the Arabic name under 80 characters.")])
    .transform((value) => value || null)
    .optional(),
  slug: z.string().max(80, "Keep the slug under 80 characters.").default(""),
  order: z.coerce
    .number({ error: "Order must be a whole number of 0 or more." })
    .int("Order must be a whole number of 0 or more.")
    .min(0, "Order must be a whole number of 0 or more.")
    .max(100_000, "Order must be a whole number of 0 or more.")
    .optional(),
  description: z.string().trim().max(500, "Keep the description under 500 characters.").optional(),
  /** The description in Arabic; empty or null is "not written", as for the Arabic name. */
  descriptionAr: z
    .union([
      z.null(),
      z.string().trim().max(500, "Keep the Arabic description under 500 characters."),
    ])
    .transform((value) => value || null)
    .optional(),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const NAME_AND_SLUG_REQUIRED = "Name and slug are required.";

/**
 * The name and the address a category will have: the slug is derived from the name when left
 * empty and always normalised. `missing` names the fields that end up empty.
 */
export function nameAndSlug(input: Pick<CategoryInput, "name" | "slug">) {
  const name = input.name.trim();
  const slug = normaliseSlug(input.slug || name);
  const missing = [...(name ? [] : ["name" as const]), ...(slug ? [] : ["slug" as const])];
  return { name, slug, missing };
}

/** The admin form: the same input, refused in the browser too when name or slug would be empty. */
export const CategoryForm = CategoryInput.superRefine((value, context) => {
  for (const field of nameAndSlug(value).missing) {
    context.addIssue({ code: "custom", path: [field], message: NAME_AND_SLUG_REQUIRED });
  }
});
