// The catalogue's words: the collection and category pages, their toolbar, sort and category
// menu, the bouquet cards, and what these pages say when a list is empty or fails to load.
export default {
  "catalogue.collection.title": "The Collection",
  "catalogue.collection.intro":
    "Every bouquet in the atelier, composed by hand each morning from the season's finest stems and delivered across Dubai.",
  "catalogue.collection.gridHeading": "Bouquets",
  "catalogue.collection.empty": "There are no bouquets in the collection yet.",
  "catalogue.comingSoon": "Our new collection is being arranged. Please visit us again soon.",
  "catalogue.collection.loadFailed": "Failed to load collection items",
  "catalogue.collection.loadFailedHint": "Please try again in a moment.",
  "catalogue.reload": "Reload Page",

  "catalogue.menu.label": "Browse by category",
  "catalogue.menu.all": "All bouquets",

  "catalogue.category.description": "{name} from {shopName}, Dubai.",
  "catalogue.category.gridHeading": "{name} bouquets",
  "catalogue.category.empty": "No items found in this category.",
  "catalogue.category.browse": "Browse the collection",
  "catalogue.category.notFound": "Category not found",
  "catalogue.category.notFoundText": "This collection has moved or is no longer in season.",
  "catalogue.category.failed": "Something went wrong",
  "catalogue.category.failedText": "An unexpected error occurred. Please try refreshing the page.",
  "catalogue.category.home": "Return Home",

  "catalogue.toolbar.loading": "Loading bouquets…",
  "catalogue.toolbar.count": "{count, plural, one {{shown} bouquet} other {{shown} bouquets}}",

  "catalogue.sort.label": "Sort:",
  "catalogue.sort.newest": "Newest",
  "catalogue.sort.priceLow": "Price: Low to High",
  "catalogue.sort.priceHigh": "Price: High to Low",
  "catalogue.sort.hint": "Changes the order to {sort}",

  "catalogue.card.priceRange": "{min} - {max}",
  "catalogue.card.soldOut": "Sold out",
  "catalogue.card.new": "New",
  "catalogue.card.featured": "Featured",
  "catalogue.card.failed": "This component failed to load properly.",
  "catalogue.card.untitled": "Bouquet",
} as const;
