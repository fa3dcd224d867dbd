// 'Ask the recipient for the address': the checkout's choice, the private link the customer shares
// (thank-you page, confirmation email, WhatsApp), the recipient's own page with its address form,
// and the customer's email once the address is in. Refusals under 'recipient.error.*', which the
// schemas name by id.
export default {
  // The checkout and the order
  "recipient.askRecipient": "Ask the recipient for the address",
  "recipient.askRecipientHint":
    "We send you a private link to share with them; they choose where the flowers go.",
  // A signed-in customer's address book at checkout: 'Send to' fills the recipient, the box saves one.
  "recipient.sendTo": "Send to",
  "recipient.sendToChoose": "Choose a saved recipient",
  "recipient.sendToUse": "Use",
  "recipient.saveRecipient": "Save this recipient",
  "recipient.addressPending": "Address pending",
  // What the customer reads once the recipient has given the address: only its area.
  "recipient.addressReceived": "Address received — {area}",

  // The customer's side: thank-you page and confirmation email
  "recipient.invite.title": "Ask {name} for the address",
  "recipient.invite.text":
    "Share this private link with {name}. It opens a page showing our maison, the delivery date and time and a form for the address — never the price, your details or the card message. Once they have saved it, we email you.",
  "recipient.invite.link": "Private link for the recipient",
  "recipient.invite.whatsapp": "Share on WhatsApp",
  "recipient.invite.whatsappMessage":
    "Flowers are on their way to you from {shop}. Please tell them where to deliver: {link}",
  "recipient.email.pending":
    "We will deliver once {name} has given the address. Share this private link with them: {link}",
  "recipient.email.explain":
    "The page shows the delivery date and time and a form for the address, never the price, your details or the card message.",

  // The recipient's page
  "recipient.page.title": "Where shall we deliver?",
  "recipient.page.description": "Tell us where to deliver your flowers.",
  "recipient.page.eyebrow": "Flowers on their way",
  "recipient.page.greeting": "Dear {name},",
  "recipient.page.intro":
    "{shop} has flowers on their way to you. Please tell us where to deliver them.",
  "recipient.page.when": "Delivery",
  "recipient.page.whenValue": "{date}, {time}",
  "recipient.page.save": "Save the address",
  "recipient.page.saving": "Saving…",
  "recipient.page.privacy":
    "We use this address only to deliver your flowers. Once saved, it cannot be changed on this page.",
  "recipient.page.thanksTitle": "Thank you",
  "recipient.page.thanksText":
    "We have your address. Your flowers will arrive on {date}, {time}. Should anything need changing, please contact us.",
  "recipient.page.otherArea":
    "Is your area not in the list? Please contact us, and we will arrange the delivery.",
  "recipient.page.noAreas": "Please contact us, and we will arrange where to deliver.",
  "recipient.page.closedTitle": "No address needed",
  "recipient.page.closedText":
    "This delivery no longer needs an address. Thank you — should you have a question, please contact us.",

  // The address form's labels
  "recipient.field.emirate": "Emirate",
  "recipient.field.chooseEmirate": "Choose the emirate",
  "recipient.field.area": "Area",
  "recipient.field.chooseArea": "Choose the area",
  "recipient.field.building": "Building or villa",
  "recipient.field.flat": "Flat / floor",
  "recipient.field.street": "Street",
  "recipient.field.landmark": "Landmark or directions",
  "recipient.field.makani": "Makani number",
  "recipient.field.makaniHint": "The 10 digits on the building's Makani plate.",
  "recipient.field.mapUrl": "Google Maps link",
  "recipient.field.mapUrlHint": "Share your location from Google Maps and paste the link here.",
  "recipient.field.optional": "{label} (optional)",

  // The customer's email once the recipient has answered
  "recipient.received.subject": "The recipient has given the address — order {orderNumber}",
  "recipient.received.text":
    "The recipient has given the address for order {orderNumber}. We will deliver on {date}, {time}.",

  // Refusals
  "recipient.error.notCovered":
    "This delivery cannot go to {area} as booked. Please contact us and we will arrange it.",
} as const;
