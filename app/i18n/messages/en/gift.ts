// A gift's own words: the recipient, the surprise, the anonymous card, the card's message and its
// preview; and the refusals of a gift's details.
export default {
  "gift.surprise": "Surprise delivery — please don't call the recipient beforehand",
  "gift.anonymous": "Sign the card anonymously",
  "gift.charactersLeft": "{count, plural, one {# character left} other {# characters left}}",
  "gift.preview": "Your card",
  "gift.previewPlaceholder": "Your message will appear here.",
  "gift.previewFor": "For {name}",
  "gift.surpriseShown": "Surprise delivery: we won't call the recipient beforehand.",
  "gift.anonymousShown": "The card is signed anonymously.",

  "gift.error.recipientName": "Please enter the recipient's name.",
  "gift.error.recipientMobile":
    "Please enter the recipient's UAE mobile number, e.g. +971 50 123 4567.",
  "gift.error.cardMessageTooLong": "A card message is at most {max} characters.",
} as const;
