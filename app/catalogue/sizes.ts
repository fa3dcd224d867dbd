// A bouquet without sizes of its own is sold in one size, under this name: on its page, in its
// offers, in the order and on the invoice.
export const STANDARD_SIZE = "Standard";
