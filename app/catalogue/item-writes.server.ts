// Creating, editing and deleting bouquets: the rules their sizes, categories and images must keep,
// checked before any image is stored, then written in one transaction.
import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId, nowIso } from "~/db/ids.server";
import { images, itemCategories, itemGalleryImages, items, sizes } from "~/db/schema";
import { storeImage } from "~/images/images.server";
import { ShopError } from "~/platform/errors";
import { categoryIdsExist } from "./categories.server";
import { NO_SIZES, TITLE_REQUIRED, type ItemFields, type SizeInput } from "./item-input";
import { getItem, type Item, type Size } from "./items.server";

export interface NewImages {
  image?: Uint8Array;
  gallery?: Uint8Array[];
}

function sizeRows(itemId: string, input: SizeInput[]) {
  return input.map((size, position) => {
    return {
      id: newId(),
      itemId,
      position,
      sizeName: size.sizeName,
      sizeNameAr: size.sizeNameAr ?? null,
      price: size.price,
      comparePrice: size.comparePrice ?? null,
      description: size.description || null,
      ingredients: size.ingredients,
      descriptionAr: size.descriptionAr ?? null,
      ingredientsAr: size.ingredientsAr,
      dimensions: size.dimensions || null,
      dimensionsAr: size.dimensionsAr ?? null,
    };
  });
}

function checkSizes(list: SizeInput[]) {
  const names = new Set<string>();
  list.forEach((size, index) => {
    const key = size.sizeName.toLowerCase();
    if (names.has(key)) {
      throw new ShopError("invalid", `Size "${size.sizeName}" is listed twice.`, {
        [`sizes.${index}.sizeName`]: ["Each size needs its own name."],
      });
    }
    names.add(key);
  });
}

function checkCategories(ids: string[]) {
  const unknown = categoryIdsExist(ids);
  if (unknown.length > 0) {
    throw new ShopError("invalid", "One of the chosen categories no longer exists.", {
      categories: [`Unknown category: ${unknown.join(", ")}`],
    });
  }
}

function checkStoredImages(ids: string[]) {
  if (ids.length === 0) return;
  const found = new Set(
    db()
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.id, ids))
      .all()
      .map((r) => r.id),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new ShopError(
      "invalid",
      "An image of this item no longer exists. Please upload it again.",
      {
        image: [`Unknown image: ${missing.join(", ")}`],
      },
    );
  }
}

/** Rules shared by create and edit, checked before any image is stored. */
function checkFields(fields: ItemFields, current: Item | null, hasNewImage: boolean) {
  const title = fields.title ?? current?.title ?? "";
  if (!title) throw new ShopError("invalid", TITLE_REQUIRED, { title: [TITLE_REQUIRED] });
  const sizeList = fields.sizes ?? current?.sizes.map(sizeAsInput) ?? [];
  const basePrice = fields.price ?? current?.basePrice ?? 0;
  // A bouquet is sold by size; one without sizes needs a base price instead.
  if (sizeList.length === 0 && basePrice === 0) {
    throw new ShopError("invalid", NO_SIZES, { sizes: [NO_SIZES] });
  }
  checkSizes(sizeList);
  if (fields.categories) checkCategories(fields.categories);
  const keptMain = fields.imageUrl === undefined ? current?.mainImageId : fields.imageUrl || null;
  if (!hasNewImage && !keptMain) {
    throw new ShopError("invalid", "Please upload an image", { image: ["Please upload an image"] });
  }
  checkStoredImages([
    ...(fields.imageUrl ? [fields.imageUrl] : []),
    ...(fields.galleryImages ?? []),
  ]);
  return { title, basePrice, sizeList, keptMain: keptMain ?? null };
}

function sizeAsInput(size: Size): SizeInput {
  return {
    sizeName: size.sizeName,
    sizeNameAr: size.sizeNameAr,
    price: size.price,
    comparePrice: size.comparePrice ?? undefined,
    description: size.description ?? undefined,
    ingredients: size.ingredients,
    descriptionAr: size.descriptionAr,
    ingredientsAr: size.ingredientsAr,
    dimensions: size.dimensions ?? undefined,
    dimensionsAr: size.dimensionsAr,
  };
}

async function storeAll(newImages: NewImages) {
  const main = newImages.image ? await storeImage(newImages.image) : null;
  const gallery = [];
  for (const bytes of newImages.gallery ?? []) gallery.push(await storeImage(bytes));
  return { mainId: main?.id ?? null, galleryIds: gallery.map((g) => g.id) };
}

export async function createItem(
  fields: ItemFields,
  newImages: NewImages = {},
  options: { createdAt?: string; demo?: boolean } = {},
): Promise<Item> {
  const checked = checkFields(fields, null, Boolean(newImages.image));
  const stored = await storeAll(newImages);
  const id = newId();
  const at = options.createdAt ?? nowIso();
  db().transaction((tx) => {
    tx.insert(items)
      .values({
        id,
        title: checked.title,
        shortDescription: fields.shortDescription ?? "",
        longDescription: fields.longDescription ?? "",
        titleAr: fields.titleAr ?? null,
        shortDescriptionAr: fields.shortDescriptionAr ?? null,
        longDescriptionAr: fields.longDescriptionAr ?? null,
        basePrice: checked.basePrice,
        mainImageId: stored.mainId ?? checked.keptMain,
        isNew: fields.isNew ?? false,
        featured: fields.featured ?? false,
        inStock: fields.inStock ?? true,
        isAddOn: fields.isAddOn ?? false,
        ingredients: fields.ingredients ?? [],
        ingredientsAr: fields.ingredientsAr ?? [],
        dimensions: fields.dimensions || null,
        dimensionsAr: fields.dimensionsAr ?? null,
        care: fields.care || null,
        careAr: fields.careAr ?? null,
        demo: options.demo ?? false,
        createdAt: at,
        updatedAt: at,
      })
      .run();
    const sizeValues = sizeRows(id, checked.sizeList);
    if (sizeValues.length > 0) tx.insert(sizes).values(sizeValues).run();
    const categoryIds = [...new Set(fields.categories ?? [])];
    if (categoryIds.length > 0) {
      tx.insert(itemCategories)
        .values(categoryIds.map((categoryId, position) => ({ itemId: id, categoryId, position })))
        .run();
    }
    const galleryIds = [...(fields.galleryImages ?? []), ...stored.galleryIds];
    if (galleryIds.length > 0) {
      tx.insert(itemGalleryImages)
        .values(galleryIds.map((imageId, position) => ({ itemId: id, imageId, position })))
        .run();
    }
  });
  return getItem(id);
}

export async function updateItem(
  id: string,
  fields: ItemFields,
  newImages: NewImages = {},
): Promise<Item> {
  const current = getItem(id);
  const checked = checkFields(fields, current, Boolean(newImages.image));
  const stored = await storeAll(newImages);
  db().transaction((tx) => {
    tx.update(items)
      .set({
        title: checked.title,
        shortDescription: fields.shortDescription ?? current.shortDescription,
        longDescription: fields.longDescription ?? current.longDescription,
        titleAr: fields.titleAr === undefined ? current.titleAr : fields.titleAr,
        shortDescriptionAr:
          fields.shortDescriptionAr === undefined
            ? current.shortDescriptionAr
            : fields.shortDescriptionAr,
        longDescriptionAr:
          fields.longDescriptionAr === undefined
            ? current.longDescriptionAr
            : fields.longDescriptionAr,
        basePrice: checked.basePrice,
        mainImageId: stored.mainId ?? checked.keptMain,
        isNew: fields.isNew ?? current.isNew,
        featured: fields.featured ?? current.featured,
        inStock: fields.inStock ?? current.inStock,
        isAddOn: fields.isAddOn ?? current.isAddOn,
        ingredients: fields.ingredients ?? current.ingredients,
        ingredientsAr: fields.ingredientsAr ?? current.ingredientsAr,
        dimensions:
          fields.dimensions === undefined ? current.dimensions : fields.dimensions || null,
        dimensionsAr:
          fields.dimensionsAr === undefined ? current.dimensionsAr : fields.dimensionsAr,
        care: fields.care === undefined ? current.care : fields.care || null,
        careAr: fields.careAr === undefined ? current.careAr : fields.careAr,
        // Edited by the florist: theirs now, kept when the demo catalogue is removed.
        demo: false,
        updatedAt: nowIso(),
      })
      .where(eq(items.id, id))
      .run();
    if (fields.sizes) {
      tx.delete(sizes).where(eq(sizes.itemId, id)).run();
      const sizeValues = sizeRows(id, checked.sizeList);
      if (sizeValues.length > 0) tx.insert(sizes).values(sizeValues).run();
    }
    if (fields.categories) {
      tx.delete(itemCategories).where(eq(itemCategories.itemId, id)).run();
      const categoryIds = [...new Set(fields.categories)];
      if (categoryIds.length > 0) {
        tx.insert(itemCategories)
          .values(categoryIds.map((categoryId, position) => ({ itemId: id, categoryId, position })))
          .run();
      }
    }
    if (fields.galleryImages || stored.galleryIds.length > 0) {
      const galleryIds = [
        ...(fields.galleryImages ?? current.galleryImageIds),
        ...stored.galleryIds,
      ];
      tx.delete(itemGalleryImages).where(eq(itemGalleryImages.itemId, id)).run();
      if (galleryIds.length > 0) {
        tx.insert(itemGalleryImages)
          .values(galleryIds.map((imageId, position) => ({ itemId: id, imageId, position })))
          .run();
      }
    }
  });
  return getItem(id);
}

/**
 * Deletes a bouquet with its sizes and links. Its images stay on disk: past orders still show
 * them on order lines and packing slips.
 */
export function deleteItem(id: string): void {
  getItem(id);
  db().delete(items).where(eq(items.id, id)).run();
}
