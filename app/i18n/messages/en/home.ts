// The home page: hero slides, intro, the catalogue section, trusted-by, bespoke work,
// subscriptions, testimonials, and the carousels' controls.
export default {
  "home.meta.tagline": "Luxury Flowers and Bouquets in Dubai",
  "home.meta.description":
    "Hand-tied luxury bouquets, orchids and flower boxes from a Dubai atelier, delivered across the city the same day. Bespoke event flowers and weekly subscriptions.",
  "home.heading": "{shopName}, luxury florist in Dubai",
  "home.hero.label": "Featured collections",
  "home.hero.1.statement": "Hand-tied in Dubai each morning",
  "home.hero.1.title": "The art of the gesture",
  "home.hero.1.subtitle":
    "Blush peonies, garden roses and ranunculus, composed in our atelier and delivered across the city.",
  "home.hero.2.statement": "Chosen stem by stem",
  "home.hero.2.title": "Red, by candlelight",
  "home.hero.2.subtitle":
    "Velvet roses in deepest crimson, for the evenings that deserve to be remembered.",
  "home.hero.3.statement": "For homes, hotels and celebrations",
  "home.hero.3.title": "Quietly extraordinary",
  "home.hero.3.subtitle":
    "White orchids, Avalanche roses and ranunculus, arranged with the restraint of couture.",
  "home.hero.explore": "Explore Collection",
  "home.hero.philosophy": "Our Philosophy",
  "home.hero.showSlide": "Show slide {number}",
  "home.hero.pause": "Pause rotation",
  "home.hero.resume": "Resume rotation",
  "home.carousel.carousel": "carousel",
  "home.carousel.slide": "slide",
  "home.carousel.position": "{number} of {count}",
  "home.intro.eyebrow": "Maison Florale, Dubai",
  "home.intro.text":
    "We are a flower atelier for those who notice the details. Every bouquet is composed by hand from stems flown in from Holland, Kenya and Ecuador, finished in our ivory boxes and carried to your door the same day.",
  "home.intro.discover": "Discover the craft",
  "home.catalogue.eyebrow": "The Collection",
  "home.catalogue.title": "Bouquets of the season",
  "home.catalogue.menuLabel": "Bouquet categories",
  "home.catalogue.noCategories": "No categories found",
  "home.catalogue.noBouquets": "No bouquets found in this category.",
  "home.catalogue.viewAll": "View the full collection",
  "home.trusted.title": "Trusted By Teams At",
  "home.bespoke.eyebrow": "Weddings, events and interiors",
  "home.bespoke.title": "Bespoke Floral Artistry",
  "home.bespoke.text1":
    "From an intimate dinner in Jumeirah to a wedding arch on the sand, our designers create installations that belong to a single evening and stay in the memory for years.",
  "home.bespoke.text2":
    "Tell us about the occasion, the room and the light. We will return with a palette, a mood and a proposal drawn for you alone.",
  "home.bespoke.book": "Book a Consultation",
  "home.bespoke.portfolio": "View the portfolio",
  "home.subscriptions.eyebrow": "Flowers, on your schedule",
  "home.subscriptions.title": "Flower Subscriptions",
  "home.subscriptions.intro":
    "A fresh arrangement from the atelier, chosen for the season and delivered to your home or office. Subscribers save up to 15% against single orders.",
  "home.subscriptions.weekly": "Weekly",
  "home.subscriptions.weekly.per": "week",
  "home.subscriptions.weekly.text":
    "A new arrangement every week, so the room is never without flowers.",
  "home.subscriptions.biWeekly": "Bi-Weekly",
  "home.subscriptions.biWeekly.per": "2 weeks",
  "home.subscriptions.biWeekly.text":
    "Fresh flowers every other week, timed to the life of each arrangement.",
  "home.subscriptions.monthly": "Monthly",
  "home.subscriptions.monthly.per": "month",
  "home.subscriptions.monthly.text":
    "One considered arrangement a month, chosen from the season's finest stems.",
  "home.subscriptions.subscribe": "Subscribe",
  "home.subscriptions.toPlan": " to the {plan} plan",
  "home.testimonials.eyebrow": "In their words",
  "home.testimonials.title": "Client Experiences",
  "home.testimonials.claim": "Trusted by over 200 clients with a 4.9/5 rating",
  "home.testimonials.label": "Client testimonials",
  "home.testimonials.show": "Show testimonial {number}",
  "home.testimonials.pause": "Pause testimonials",
  "home.testimonials.resume": "Resume testimonials",
  "home.testimonials.1.quote":
    "The peonies arrived on the morning of our anniversary, boxed as beautifully as anything from a couture house. My wife still talks about the scent.",
  "home.testimonials.1.author": "Omar Al Suwaidi",
  "home.testimonials.1.detail": "Jumeirah",
  "home.testimonials.2.quote":
    "They designed the tables for my daughter's engagement in three days. Every single guest asked us who the florist was.",
  "home.testimonials.2.author": "Layla Haddad",
  "home.testimonials.2.detail": "Emirates Hills",
  "home.testimonials.3.quote":
    "Our lobby flowers have come from Maison Florale for two seasons now. Every Monday they are perfect, and so is the service.",
  "home.testimonials.3.author": "Claire Whitmore",
  "home.testimonials.3.detail": "Guest experience director, Downtown Dubai",
  "home.testimonials.4.quote":
    "I keep a weekly subscription for home and the office. The arrangements follow the seasons and never repeat themselves.",
  "home.testimonials.4.author": "Arjun Mehta",
  "home.testimonials.4.detail": "Dubai Marina",
} as const;
