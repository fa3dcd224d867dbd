// The shape of the shop's ids, safe for the browser too (image references, form fields).

/** Ids are 24 lowercase hex characters, like the ids the storefront and admin already know. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
