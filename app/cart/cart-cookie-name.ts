// The cart cookie's name, which the HTTP server reads too: a visitor with a cart still gets the
// catalogue's kept pages, rendered without it.
export const CART_COOKIE = "__cart";
