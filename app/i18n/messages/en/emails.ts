// What the shop's emails about an order say to its customer (the confirmation, the status emails,
// a refund): subject and body. An order placed from an Arabic page hears in Arabic; the shop's
// own copy of an order is always English.
export default {
  "emails.signature": "With love, {shop}",
  "emails.dear": "Dear {name},",
  "emails.trackOrder": "Track your order",
  "emails.line": "{item} — {amount}",
  "emails.lineWithSize": "{title} — {size}",
  "emails.deliveryLine": "Delivery",

  "emails.confirmation.subject": "{shop} — order {orderNumber} confirmed",
  "emails.confirmation.thanks": "Thank you, {name}.",
  "emails.confirmation.confirmed": "Your order {orderNumber} is confirmed and paid.",
  "emails.confirmation.total": "Total {total} (includes VAT {vat})",
  "emails.confirmation.gift": "Gift {number} of {count}",
  "emails.confirmation.delivery": "Delivery: {date}, {time}",
  "emails.confirmation.address": "To: {address}",
  "emails.confirmation.for": "For: {recipient}",
  "emails.confirmation.forWithPhone": "For: {recipient} ({phone})",
  "emails.confirmation.theRecipient": "the recipient",
  "emails.confirmation.card": 'Card: "{message}"',

  "emails.status.subject.outForDelivery":
    "{shop} — order {orderNumber}: your flowers are on their way",
  "emails.status.subject.delivered":
    "{shop} — order {orderNumber}: your flowers have been delivered",
  "emails.status.onTheWayToYou":
    "Your order {orderNumber} has left the atelier and is on its way to you.",
  "emails.status.onTheWayTo":
    "Your order {orderNumber} has left the atelier and is on its way to {recipient}.",
  "emails.status.expected": "Expected {date}, {time}.",
  "emails.status.deliveredToYou": "Your order {orderNumber} has been delivered to you.",
  "emails.status.deliveredTo": "Your order {orderNumber} has been delivered to {recipient}.",
  "emails.status.joy": "We hope they bring joy.",

  "emails.refund.subject": "{shop} — refund of {amount} on order {orderNumber}",
  "emails.refund.refunded":
    "We have refunded {amount} on your order {orderNumber} to the card you paid with.",
  "emails.refund.reason": "Reason: {reason}",
  "emails.refund.full": "The order has now been refunded in full.",
  "emails.refund.partial": "The rest of your order stands as it was.",
  "emails.refund.bank":
    "Depending on your bank, it can take 5 to 10 days to appear on your statement.",
  "emails.refund.creditNote": "Your tax credit note is {number}.",
  "emails.refund.creditNoteLink": "Tax credit note {number}",
  // The customer's sign-in email.
  "emails.account.subject": "Your sign-in code for {shopName}",
  "emails.account.intro": "Here is your code to sign in to your {shopName} account:",
  "emails.account.valid":
    "It works once, for 10 minutes. You can also press the button below to sign in.",
  "emails.account.notYou":
    "If you did not ask for it, you can ignore this email: nobody can sign in without the code.",
  "emails.account.signIn": "Sign in",
  // A reminder of a recipient's occasion, 7 and 2 days before.
  "emails.reminder.subject": "{occasion} for {name} is on {date}",
  "emails.reminder.intro":
    "A reminder from {shopName}: {occasion} for {name} is in {days, plural, one {# day} other {# days}}, on {date}.",
  "emails.reminder.order": "Choose flowers now and we will deliver them on the day.",
  "emails.reminder.why":
    "You receive this because you saved this occasion in your {shopName} account and agreed to reminders.",
  "emails.reminder.shop": "Choose flowers",
  "emails.reminder.mute": "Don't remind me about this any more",
  "emails.reminder.stop": "Stop all reminders",
} as const;
