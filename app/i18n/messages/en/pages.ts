// The content pages: The Craft, Portfolio (and its lightbox), Contact (its form and direct
// support), About, the search page's own words, and the site's own pictures' captions.
export default {
  "pages.craft.title": "The Craft",
  "pages.craft.description":
    "How a Maison Florale bouquet is made: flowers sourced at dawn, conditioned overnight and hand-tied in our Dubai atelier.",
  "pages.craft.eyebrow": "The Atelier, Dubai",
  "pages.craft.lede":
    "Chosen stem by stem, rested overnight and tied by hand: the quiet work behind every bouquet.",
  "pages.craft.posterAlt": "Deep red roses in a dark vase, lit by candlelight",
  "pages.craft.playFilm": "Play film",
  "pages.craft.pauseFilm": "Pause film",
  "pages.craft.introHeading": "Made by hand",
  "pages.craft.introLede":
    "Luxury in flowers is not the rarest bloom. It is a hundred small decisions, made long before a bouquet reaches your door.",
  "pages.craft.chaptersHeading": "From grower to hand",
  "pages.craft.sourcing": "Sourcing",
  "pages.craft.sourcing.text":
    "Our florists buy at first light from growers we have known for years: garden roses from Kenya and Ecuador, peonies from the Netherlands in their short season, ranunculus from Italy. We choose by scent, by colour in daylight and by the weight of a head in the hand.",
  "pages.craft.conditioning": "Conditioning",
  "pages.craft.conditioning.text":
    "Every stem is cleaned, cut at an angle under water and rested overnight in our cool room, so it drinks deeply before it is asked to perform. It is why our roses open slowly over days rather than hours.",
  "pages.craft.handTying": "Hand-tying",
  "pages.craft.handTying.text":
    "Bouquets are spiralled by hand, one stem at a time, so each flower faces outward and the whole stands naturally in a vase. Then tissue, silk ribbon and a card written by hand. Nothing leaves the atelier until it is right.",
  "pages.craft.ctaTitle": "Made to be given",
  "pages.craft.ctaText":
    "Browse this season’s bouquets, each composed in the atelier on the morning it is delivered.",
  "pages.craft.ctaButton": "See Our Collection",
  "pages.portfolio.title": "Portfolio",
  "pages.portfolio.description":
    "Weddings, dinners and hotel installations by Maison Florale, Dubai: long tables, floral arches and lobby arrangements.",
  "pages.portfolio.eyebrow": "Weddings · Events · Hotels",
  "pages.portfolio.lede":
    "Flowers for the evenings people remember: long-table dinners, ceremonies by the sea and hotel lobbies that change with the season.",
  "pages.portfolio.heroAlt": "White roses in a Maison Florale hatbox beside a potted orchid",
  "pages.portfolio.introHeading": "Designed for the room, the light and the hour",
  "pages.portfolio.intro1":
    "From an intimate majlis to a ballroom set for several hundred, every installation begins with a visit: we study the space, the way the light falls at the hour of the event, and the mood you want your guests to feel as they walk in.",
  "pages.portfolio.intro2":
    "Each piece is built by our own florists and installed by the same hands that designed it, with flowers conditioned in the atelier for days beforehand.",
  "pages.portfolio.quote":
    "Flowers are the first thing your guests see, and the last thing they forget.",
  "pages.portfolio.quoteBy": "The Maison Florale atelier",
  "pages.portfolio.selected": "Selected work",
  "pages.portfolio.gallery": "Portfolio",
  "pages.portfolio.ctaEyebrow": "Bespoke events",
  "pages.portfolio.ctaTitle": "Planning a celebration?",
  "pages.portfolio.ctaText":
    "Tell us the date, the venue and the feeling you have in mind. We will come back with a proposal, sketches and a palette of seasonal stems.",
  "pages.portfolio.ctaButton": "Book a Consultation",
  "pages.lightbox.close": "Close",
  "pages.lightbox.previous": "Previous image",
  "pages.lightbox.next": "Next image",
  "pages.picture.portfolio-1": "Long-table dinner, Jumeirah",
  "pages.picture.portfolio-2": "Floral arch, beach wedding",
  "pages.picture.portfolio-3": "Aisle of white blooms",
  "pages.picture.portfolio-4": "Lobby urn, five-star hotel",
  "pages.picture.portfolio-5": "Bridal bouquet",
  "pages.picture.portfolio-6": "Centrepiece for a private majlis",
  "pages.picture.portfolio-7": "Gala dinner tablescape",
  "pages.picture.portfolio-8": "Engagement installation",
  "pages.contact.title": "Contact",
  "pages.contact.description":
    "Contact Maison Florale in Dubai for bespoke bouquets, weddings and events. Call, WhatsApp or write to us: we reply within 24 hours.",
  "pages.contact.eyebrow": "Contact",
  "pages.contact.heading": "Contact Us",
  "pages.contact.lede":
    "For a bespoke bouquet, a wedding or an event, or a question about an order, our florists are here to help.",
  "pages.contact.writeToUs": "Write to Us",
  "pages.contact.chat": "Chat on WhatsApp",
  "pages.contact.expect": "What to expect",
  "pages.contact.reply": "A reply within 24 hours",
  "pages.contact.reply.text":
    "Every message is read and answered by one of our florists, never an automated desk.",
  "pages.contact.bespoke": "Bespoke designs",
  "pages.contact.bespoke.text":
    "Tell us the occasion, the palette and the person; we compose something for them alone.",
  "pages.contact.delivery": "Delivery across Dubai",
  "pages.contact.delivery.text":
    "Same-day and scheduled delivery to homes, offices and hotels, in the slot you choose.",
  "pages.contact.events": "Event consultations",
  "pages.contact.events.text":
    "Weddings, dinners and corporate events, planned with you at the boutique or on WhatsApp.",
  "pages.contact.formIntro":
    "Share a few words about what you have in mind and how best to reach you.",
  "pages.contactForm.name": "Name",
  "pages.contactForm.email": "Email",
  "pages.contactForm.phone": "Phone (optional)",
  "pages.contactForm.message": "Message",
  "pages.contactForm.send": "Send Message",
  "pages.contactForm.note": "We reply to every message within 24 hours.",
  "pages.contactForm.thanks": "Thank you for reaching out! We'll be in touch soon.",
  "pages.error.contactFailed": "There was an error sending your message. Please try again.",
  "pages.error.nameMissing": "Please tell us your name.",
  "pages.error.nameTooLong": "Please keep your name under 120 characters.",
  "pages.error.emailMissing": "Please enter your email address.",
  "pages.error.invalidEmail": "Please enter a valid email address.",
  "pages.error.invalidPhone": "Please enter a valid phone number, e.g. +971 50 123 4567.",
  "pages.error.messageMissing": "Please write your message.",
  "pages.error.messageTooLong": "Please keep your message under 2,000 characters.",
  "pages.support.title": "Direct Support",
  "pages.support.promise":
    "Prefer to speak to someone? Our florists answer the telephone and WhatsApp throughout opening hours, and reply to every written message within 24 hours.",
  "pages.support.telephone": "Telephone",
  "pages.support.whatsapp": "WhatsApp",
  "pages.contactForm.privacy": "How we keep what you write: our privacy notice",
  "pages.support.instagram": "Instagram",
  "pages.support.boutique": "Boutique",
  "pages.support.hours": "Opening hours",
  "pages.about.title": "Our Story",
  "pages.about.description":
    "Maison Florale is a Dubai flower house built on quality and freshness, craftsmanship, sustainability and personal service.",
  "pages.about.eyebrow": "About Us",
  "pages.about.lede":
    "A Dubai flower house founded on a simple belief: a bouquet should feel as considered as the moment it marks.",
  "pages.about.heroAlt": "A dome of blush roses on a pedestal beside a Maison Florale hatbox",
  "pages.about.storyEyebrow": "The maison",
  "pages.about.storyTitle": "Born in Jumeirah",
  "pages.about.storyLede":
    "Maison Florale began as a small atelier by the sea, arranging flowers for friends, then for their weddings, then for the hotels where those weddings were held.",
  "pages.about.story1":
    "We still work the way we started. Our florists choose every stem themselves, condition it with patience and tie each bouquet by hand, so that what arrives at your door looks as it did on our workbench that morning.",
  "pages.about.story2":
    "Today we design for homes across Dubai, for celebrations large and small, and for the lobbies and dining rooms of the city’s finest hotels. The scale has changed; the care has not.",
  "pages.about.valuesEyebrow": "What we stand for",
  "pages.about.valuesTitle": "Our Values",
  "pages.about.quality": "Quality & Freshness",
  "pages.about.quality.text":
    "Flowers reach our atelier within days of being cut and rest overnight before they are arranged. If a stem is less than perfect, it does not leave the building.",
  "pages.about.craftsmanship": "Craftsmanship",
  "pages.about.craftsmanship.text":
    "Every bouquet is designed and hand-tied by a trained florist, one stem at a time, with the attention of a couture fitting.",
  "pages.about.sustainability": "Sustainability",
  "pages.about.sustainability.text":
    "We wrap in recyclable paper and cotton ribbon, work with growers who care for their land, and compost what we cannot use.",
  "pages.about.personalization": "Personalization",
  "pages.about.personalization.text":
    "Your colours, the flowers they love, a card in your words: each arrangement can be made for one person and one moment.",
  "pages.about.ctaTitle": "Flowers for your moment",
  "pages.about.ctaText":
    "Discover bouquets composed this season, delivered across Dubai in the slot you choose.",
  "pages.about.ctaButton": "Explore the Collection",
  "pages.search.resultsTitle": "Search results for “{query}”",
  "pages.search.title": "Search",
  "pages.search.description": "Search the bouquets of {shopName}, luxury florist in Dubai.",
  "pages.search.eyebrow": "Search",
  "pages.search.resultsHeading": "Results for “{query}”",
  "pages.search.heading": "Search the collection",
  "pages.search.count": "{count, plural, one {{number} bouquet} other {{number} bouquets}}",
  "pages.search.hint": "Find a bouquet by its name, a flower or a colour.",
  "pages.search.label": "Search the collection",
  "pages.search.placeholder": "Roses, peonies, white…",
  "pages.search.submit": "Search",
  "pages.search.matching": "Matching bouquets",
  "pages.search.browseByCategory": "Browse by category",
  "pages.search.noResults": "No bouquets match “{query}”.",
  "pages.search.tryAnother": "Try another flower or colour, or browse the whole collection.",
  "pages.search.browse": "Browse the Collection",
  "pages.search.orBrowse": "Or browse by category",
  "pages.search.allBouquets": "All bouquets",
} as const;
