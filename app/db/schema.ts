// The shop's tables, one file a part of the shop (schema/). Money columns hold integer fils
// (1 AED = 100 fils); timestamps are ISO 8601 strings in UTC; delivery dates are plain YYYY-MM-DD
// shop dates.
export * from "./schema/catalogue";
export * from "./schema/orders";
export * from "./schema/payments";
export * from "./schema/shop";
export * from "./schema/team";
export * from "./schema/cart";
export * from "./schema/accounts";
