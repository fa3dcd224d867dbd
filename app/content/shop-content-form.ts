// The admin's "Shop content" form: the content as the form's boxes hold it (every value a
// string, each named by its path, e.g. "heroSlides.0.title.ar"), and the list buttons (add,
// remove, move up or down) that change the form without saving it, so they work without
// JavaScript: the page comes back with the list changed and everything typed still there.
import type { BrandPage, ShopContent, Text } from "./shop-content";
import { BRAND_PAGES, MAX_HERO_SLIDES, POLICY_PAGES, type PolicyPage } from "./shop-content";
import { assertSafeFieldNames, plainRecord } from "~/platform/field-names";

export type TextDraft = { en: string; ar: string };

/**
 * An About, Craft or Portfolio page as its boxes hold it ("" for the shop's usual picture, and
 * for no picture of the Arabic pages' own).
 */
export type BrandPageDraft = {
  title: TextDraft;
  intro: TextDraft;
  body: TextDraft;
  image: string;
  imageAr: string;
};

/** A hero slide as its boxes hold it ("" for no picture of the Arabic pages' own). */
export type HeroSlideDraft = {
  title: TextDraft;
  subtitle: TextDraft;
  brandStatement: TextDraft;
  image: string;
  imageAr: string;
};

/** A file box's name beside the picture it fills: "heroSlides.0.image" → "heroSlides.0.upload",
 * "about.imageAr" → "about.uploadAr". */
export const uploadFieldOf = (pictureField: string) =>
  pictureField.replace(/\.image(Ar)?$/, ".upload$1");

/** The picture box an upload fills: the other way round. */
export const pictureFieldOf = (uploadField: string) =>
  uploadField.replace(/\.upload(Ar)?$/, ".image$1");

export interface ContentDraft {
  contact: {
    phone: string;
    whatsapp: string;
    email: string;
    address: TextDraft;
    hours: TextDraft;
    instagram: string;
    facebook: string;
  };
  legal: { name: TextDraft; trn: string; address: TextDraft };
  heroSlides: HeroSlideDraft[];
  intro: TextDraft;
  trustedBy: { name: string; image: string }[];
  bespoke: { title: TextDraft; text: TextDraft };
  subscriptions: { name: TextDraft; price: string; period: TextDraft; description: TextDraft }[];
  testimonials: { quote: TextDraft; author: string; authorAr: string }[];
  rating: TextDraft;
  pages: { terms: TextDraft; privacy: TextDraft; returns: TextDraft; delivery: TextDraft };
  brand: { name: TextDraft };
  about: BrandPageDraft;
  craft: BrandPageDraft;
  portfolio: BrandPageDraft;
}

export const CONTENT_LISTS = ["heroSlides", "trustedBy", "subscriptions", "testimonials"] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

/** How many entries each list takes at most (the hero slides also at least one). */
export const LIST_LIMITS: Record<ContentList, number> = {
  heroSlides: MAX_HERO_SLIDES,
  trustedBy: 12,
  subscriptions: 6,
  testimonials: 12,
};

const text = (value: Text | null): TextDraft => ({ en: value?.en ?? "", ar: value?.ar ?? "" });
const emptyText = (): TextDraft => ({ en: "", ar: "" });

export function draftFromContent(content: ShopContent): ContentDraft {
  return {
    contact: {
      ...content.contact,
      address: text(content.contact.address),
      hours: text(content.contact.hours),
      instagram: content.contact.instagram ?? "",
      facebook: content.contact.facebook ?? "",
    },
    legal: {
      name: text(content.legal.name),
      trn: content.legal.trn,
      address: text(content.legal.address),
    },
    heroSlides: content.heroSlides.map((slide) => ({
      title: text(slide.title),
      subtitle: text(slide.subtitle),
      brandStatement: text(slide.brandStatement),
      image: slide.image,
      // Content stored before the Arabic pictures existed has none.
      imageAr: slide.imageAr ?? "",
    })),
    intro: text(content.intro),
    trustedBy: content.trustedBy.map((entry) => ({ ...entry })),
    bespoke: { title: text(content.bespoke.title), text: text(content.bespoke.text) },
    subscriptions: content.subscriptions.map((plan) => ({
      name: text(plan.name),
      price: String(plan.price),
      period: text(plan.period),
      description: text(plan.description),
    })),
    testimonials: content.testimonials.map((entry) => ({
      quote: text(entry.quote),
      author: entry.author,
      authorAr: entry.authorAr ?? "",
    })),
    rating: text(content.rating),
    pages: {
      terms: text(content.pages.terms),
      privacy: text(content.pages.privacy),
      returns: text(content.pages.returns),
      delivery: text(content.pages.delivery),
    },
    brand: { name: text(content.brand.name) },
    ...brandPages((page) => ({
      title: text(content[page].title),
      intro: text(content[page].intro),
      body: text(content[page].body),
      image: content[page].image ?? "",
      imageAr: content[page].imageAr ?? "",
    })),
  };
}

/** The three brand pages' drafts, each made alike. */
const brandPages = (draft: (page: BrandPage) => BrandPageDraft) =>
  Object.fromEntries(BRAND_PAGES.map((page) => [page, draft(page)])) as Record<
    BrandPage,
    BrandPageDraft
  >;

/** A new, empty entry of each list. */
export const NEW_ENTRY: { [List in ContentList]: () => ContentDraft[List][number] } = {
  heroSlides: () => ({
    title: emptyText(),
    subtitle: emptyText(),
    brandStatement: emptyText(),
    image: "",
    imageAr: "",
  }),
  trustedBy: () => ({ name: "", image: "" }),
  subscriptions: () => ({
    name: emptyText(),
    price: "",
    period: emptyText(),
    description: emptyText(),
  }),
  testimonials: () => ({ quote: emptyText(), author: "", authorAr: "" }),
};

type Tree = { [key: string]: Tree | string };

/**
 * The form's fields back into their shape: "a.0.b" → { a: [{ b }] }, lists in index order. Every
 * node is a record without a prototype, and a name that would reach one is refused (400) before
 * anything is built, so no box can write outside the draft.
 */
function unflatten(form: FormData): Tree {
  assertSafeFieldNames(form.keys());
  const root: Tree = plainRecord();
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || name === "csrf" || name === "intent") continue;
    const path = name.split(".");
    let node = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value;
      else {
        // A box named like a group ("rating" beside "rating.en") gives way to the group.
        const next = node[key];
        node = typeof next === "object" ? next : (node[key] = plainRecord());
      }
    });
  }
  return root;
}

function orderedList(node: Tree | string | undefined): Tree[] {
  if (!node || typeof node === "string") return [];
  return Object.keys(node)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => node[key])
    .filter((entry): entry is Tree => typeof entry === "object");
}

const str = (node: Tree | string | undefined): string => (typeof node === "string" ? node : "");
const textAt = (node: Tree | string | undefined): TextDraft =>
  typeof node === "object" ? { en: str(node.en), ar: str(node.ar) } : emptyText();
const at = (node: Tree | string | undefined, key: string): Tree | string | undefined =>
  typeof node === "object" ? node[key] : undefined;

/** What the form sent, as the draft it shows again (nothing missing: absent boxes are empty). */
export function draftFromForm(form: FormData): ContentDraft {
  const tree = unflatten(form);
  const contact = at(tree, "contact");
  const legal = at(tree, "legal");
  const bespoke = at(tree, "bespoke");
  const pages = at(tree, "pages");
  return {
    contact: {
      phone: str(at(contact, "phone")),
      whatsapp: str(at(contact, "whatsapp")),
      email: str(at(contact, "email")),
      address: textAt(at(contact, "address")),
      hours: textAt(at(contact, "hours")),
      instagram: str(at(contact, "instagram")),
      facebook: str(at(contact, "facebook")),
    },
    legal: {
      name: textAt(at(legal, "name")),
      trn: str(at(legal, "trn")),
      address: textAt(at(legal, "address")),
    },
    heroSlides: orderedList(tree.heroSlides).map((slide) => ({
      title: textAt(slide.title),
      subtitle: textAt(slide.subtitle),
      brandStatement: textAt(slide.brandStatement),
      image: str(slide.image),
      imageAr: str(slide.imageAr),
    })),
    intro: textAt(tree.intro),
    trustedBy: orderedList(tree.trustedBy).map((entry) => ({
      name: str(entry.name),
      image: str(entry.image),
    })),
    bespoke: { title: textAt(at(bespoke, "title")), text: textAt(at(bespoke, "text")) },
    subscriptions: orderedList(tree.subscriptions).map((plan) => ({
      name: textAt(plan.name),
      price: str(plan.price),
      period: textAt(plan.period),
      description: textAt(plan.description),
    })),
    testimonials: orderedList(tree.testimonials).map((entry) => ({
      quote: textAt(entry.quote),
      author: str(entry.author),
      authorAr: str(entry.authorAr),
    })),
    rating: textAt(tree.rating),
    pages: {
      terms: textAt(at(pages, "terms")),
      privacy: textAt(at(pages, "privacy")),
      returns: textAt(at(pages, "returns")),
      delivery: textAt(at(pages, "delivery")),
    },
    brand: { name: textAt(at(at(tree, "brand"), "name")) },
    ...brandPages((page) => {
      const node = at(tree, page);
      return {
        title: textAt(at(node, "title")),
        intro: textAt(at(node, "intro")),
        body: textAt(at(node, "body")),
        image: str(at(node, "image")),
        imageAr: str(at(node, "imageAr")),
      };
    }),
  };
}

/** The draft as the content's schema reads it: a rating with no words is no rating. */
export function inputFromDraft(draft: ContentDraft): unknown {
  const rating = draft.rating.en.trim() || draft.rating.ar.trim() ? draft.rating : null;
  return { ...draft, rating };
}

export const SAVE_CONTENT = "save";

/** The box an owner ticks to publish a draft policy page as written, without changing it. */
export const PUBLISH_PAGE = "publishPages";

/** The policy pages ticked to be published as written; any other value is ignored. */
export function pagesToPublish(form: FormData): PolicyPage[] {
  const ticked = new Set(form.getAll(PUBLISH_PAGE));
  return POLICY_PAGES.filter((page) => ticked.has(page));
}

/** A list button's intent: "add heroSlides", "remove heroSlides 2", "up …", "down …". */
export type ListIntent = {
  action: "add" | "remove" | "up" | "down";
  list: ContentList;
  index: number;
};

export const listIntent = (action: ListIntent["action"], list: ContentList, index = 0) =>
  `${action} ${list} ${index}`;

export function readListIntent(value: unknown): ListIntent | null {
  if (typeof value !== "string") return null;
  const [action, list, index] = value.split(" ");
  if (!["add", "remove", "up", "down"].includes(action ?? "")) return null;
  if (!CONTENT_LISTS.includes(list as ContentList)) return null;
  const position = Number(index ?? "0");
  if (!Number.isInteger(position) || position < 0) return null;
  return { action: action as ListIntent["action"], list: list as ContentList, index: position };
}

/** The draft with one list changed as its button says (within the list's limits). */
export function applyListIntent(draft: ContentDraft, { action, list, index }: ListIntent) {
  const entries = [...(draft[list] as unknown[])];
  if (action === "add" && entries.length < LIST_LIMITS[list]) entries.push(NEW_ENTRY[list]());
  const minimum = list === "heroSlides" ? 1 : 0;
  if (action === "remove" && index < entries.length && entries.length > minimum) {
    entries.splice(index, 1);
  }
  const swap = (a: number, b: number) => {
    if (a < 0 || b >= entries.length) return;
    [entries[a], entries[b]] = [entries[b], entries[a]];
  };
  if (action === "up") swap(index - 1, index);
  if (action === "down") swap(index, index + 1);
  return { ...draft, [list]: entries } as ContentDraft;
}
