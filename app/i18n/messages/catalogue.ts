// The shape every language's catalogue file has: the same keys as its English file, each with
// its words (ICU MessageFormat: {name}, {count, plural, one {…} other {…}}).
export type Catalogue<English> = { readonly [Key in keyof English]: string };
