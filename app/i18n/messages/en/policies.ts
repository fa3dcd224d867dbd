// The policy pages' own words: their titles and descriptions, and the notice on a draft.
export default {
  "policies.terms.title": "Terms of Sale",
  "policies.terms.description":
    "The terms on which Maison Florale sells and delivers flowers in the United Arab Emirates.",
  "policies.privacy.title": "Privacy Notice",
  "policies.privacy.description":
    "What personal data Maison Florale keeps, why, for how long, and your rights under UAE law.",
  "policies.returns.title": "Returns & Refunds",
  "policies.returns.description":
    "What happens when flowers arrive damaged, how to cancel an order and how refunds are made.",
  "policies.delivery.title": "Delivery Information",
  "policies.delivery.description":
    "Delivery slots, same-day delivery in Dubai, the areas we deliver to and what the fee is.",
  "policies.draft":
    "Draft: this page has not yet been confirmed by the shop and may change before it opens.",
  "policies.englishOnly": "This page is not yet available in Arabic; it is shown in English.",
} as const;
