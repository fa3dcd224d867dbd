// The bouquet page's words: breadcrumb, gallery, price, promises, the bouquet in detail, the
// WhatsApp enquiry and the page's own error views. Structured data for search engines stays
// English and is not here.
export default {
  "item.breadcrumb.label": "Breadcrumb",
  "item.breadcrumb.home": "Home",
  "item.breadcrumb.collection": "Collection",

  "item.gallery.label": "Pictures of {title}",
  "item.gallery.empty": "No image available",
  "item.gallery.imageAlt": "{title}, image {position} of {count}",
  "item.gallery.zoom": "Zoom image",
  "item.gallery.position": "Image {position} of {count}",
  "item.gallery.zoomed": " (zoomed)",
  "item.gallery.thumbs": "All pictures",
  "item.gallery.show": "Show image {position} of {count}",
  "item.gallery.previous": "Previous image",
  "item.gallery.next": "Next image",
  "item.gallery.broken":
    "We encountered an issue loading this image. A placeholder is shown instead.",

  "item.price.from": "From",
  "item.price.was": "Was",
  "item.price.vat": "Prices include {rate}% VAT",

  "item.benefits.label": "Our promise",
  "item.benefits.fresh": "Fresh Daily",
  "item.benefits.fast": "Fast Delivery",
  "item.benefits.crafted": "Expertly Crafted",
  "item.benefits.premium": "Premium Flowers",
  "item.benefits.safe": "Safe Delivery",
  "item.benefits.satisfaction": "Satisfaction Guaranteed",

  "item.summary.untitled": "Bouquet",
  "item.summary.shortFallback": "Beautiful floral arrangement",
  "item.summary.enquire": "Enquire on WhatsApp",
  "item.summary.newTab": " (opens in a new tab)",
  "item.summary.note": "Or ask our florists about this bouquet, its sizes or a delivery.",
  "item.whatsapp.enquiry": 'Hello Maison Florale, I have a question about the "{title}" bouquet.',
  "item.whatsapp.similar":
    'Hello Maison Florale, the "{title}" bouquet is currently unavailable. Could you suggest something similar?',

  "item.details.eyebrow": "The bouquet",
  "item.details.heading": "About {title}",
  "item.details.ingredients": "Ingredients",
  "item.details.ingredientsFallback": "Premium seasonal flowers",
  "item.details.dimensions": "Dimensions",
  "item.details.dimensionsFallback":
    "Each bouquet is composed by hand, so its size varies a little with the season's stems.",
  "item.details.care": "Care instructions",
  "item.details.careWater": "Change the water every 2-3 days",
  "item.details.careStems": "Trim stems at 45°",

  "item.problem.notFoundEyebrow": "Error 404",
  "item.problem.notFound": "Item Not Found",
  "item.problem.notFoundText":
    "This bouquet is no longer in our collection, or the address is incomplete.",
  "item.problem.browse": "Browse Collection",
  "item.problem.failedEyebrow": "Something went wrong",
  "item.problem.failed": "Error Loading Item",
  "item.problem.server": "Server error: {status} {statusText}",
  "item.problem.default": "There was a problem loading this item",
  "item.problem.back": "Back to Collection",
} as const;
