// The demo payment provider's page, clearly a test: it stands in for the card provider's hosted
// page in the order's language.
export default {
  "pay.metaTitle": "Test payment",
  "pay.badge": "Test payment · no card is charged",
  "pay.title": "Secure payment",
  "pay.order": "Order",
  "pay.amount": "Amount",
  "pay.payNow": "Pay now",
  "pay.cancel": "Cancel payment",
  "pay.paid": "This payment has been made.",
  "pay.cancelled": "This payment was cancelled.",
  "pay.timeRanOut":
    "The time to pay for this order has run out, so it can no longer be paid and no card is charged. Please place a new order.",
  "pay.note": "This page stands in for the card payment provider while the shop runs in demo mode.",
  "pay.error.choose": "Choose 'Pay now' or 'Cancel payment'.",
};
