// Bouquets a test adds for itself through the JSON API, for the shops that start without a
// catalogue (the stopped-clock ones).
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { apiToken } from "./admin";

export interface OwnBouquet {
  title: string;
  shortDescription: string;
  /** AED, of its one size 'Signature'. */
  price: number;
  ingredient: string;
  /** The colour of its picture, made on the spot. */
  background: string;
}

/** Adds a one-size bouquet as the florist; the answer is the API's (201 with the item). */
export async function addBouquet(request: APIRequestContext, bouquet: OwnBouquet) {
  const photo = await sharp({
    create: { width: 64, height: 80, channels: 3, background: bouquet.background },
  })
    .png()
    .toBuffer();
  return request.post("/api/collection", {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    multipart: {
      title: bouquet.title,
      shortDescription: bouquet.shortDescription,
      sizes: JSON.stringify([
        { sizeName: "Signature", price: bouquet.price, ingredients: [bouquet.ingredient] },
      ]),
      image: { name: "bouquet.png", mimeType: "image/png", buffer: photo },
    },
  });
}
