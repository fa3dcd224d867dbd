// The pages after the checkout: thank you, and the customer's tracking page with its timeline,
// the order's status in the customer's words and what refunds there were.
export default {
  "tracking.thankYou.title": "Thank You for Your Order",
  "tracking.thankYou.description": "Your Maison Florale order is with our florists.",
  "tracking.thankYou.eyebrow": "Order received",
  "tracking.thankYou.lede":
    "Your flowers are now in our florists’ hands. Here is what happens next.",
  "tracking.thankYou.nextSteps": "Next steps",
  "tracking.thankYou.prepareTitle": "We prepare your flowers",
  "tracking.thankYou.prepareText":
    "Our florists select and condition your stems, then compose and hand-tie your arrangement in the atelier.",
  "tracking.thankYou.confirmTitle": "We confirm by email and WhatsApp",
  "tracking.thankYou.confirmText":
    "You will receive a confirmation with your order details, and we will be in touch should anything need your attention.",
  "tracking.thankYou.deliverTitle": "We deliver in your chosen slot",
  "tracking.thankYou.deliverText":
    "Your flowers arrive on the date and in the delivery slot you selected, with a card and care instructions.",
  "tracking.thankYou.home": "Return Home",
  "tracking.thankYou.noOrderTitle": "No Order to Show",
  "tracking.thankYou.noOrderText":
    "This page confirms an order from the link you reach after paying, and there is none in this one. Your confirmation email holds the link to your order.",
  "tracking.thankYou.browse": "Browse the Collection",
  "tracking.thankYou.helpCall": "A question about your order? Call <0>{phone}</0>.",
  "tracking.thankYou.helpCallOrWhatsApp":
    "A question about your order? Call <0>{phone}</0> or <1>message us on WhatsApp</1>.",

  "tracking.title": "Track Your Order",
  "tracking.description": "Where your Maison Florale order is on its way to you.",
  "tracking.eyebrow": "Track your order",
  "tracking.orderNumber": "Order {number}",
  "tracking.whereItIs": "Where your order is",
  "tracking.now": "Now",
  "tracking.state.done": "done",
  "tracking.state.current": "now",
  "tracking.state.upcoming": "to come",
  "tracking.awaitingNote": "We will confirm your order as soon as your payment arrives.",
  "tracking.refreshing": "This page updates itself while your order is on its way.",
  "tracking.refundedInPart": "Part of this order was refunded",
  "tracking.yourOrder": "Your order",
  "tracking.delivery": "Delivery",
  "tracking.for": "For",
  "tracking.address": "Address",
  "tracking.whatYouOrdered": "What you ordered",
  "tracking.item": "Item",
  "tracking.price": "Price",
  "tracking.total": "Total",

  // The steps of the order's way and its endings, as the customer reads them.
  "tracking.step.confirmed": "Confirmed",
  "tracking.step.preparing": "Being prepared",
  "tracking.step.outForDelivery": "Out for delivery",
  "tracking.step.delivered": "Delivered",
  "tracking.step.cancelled": "Cancelled",
  "tracking.step.refunded": "Refunded",
  "tracking.step.awaitingPayment": "Awaiting payment",

  // The order's status as the shop records it, shown to the customer after paying.
  "tracking.status.awaitingPayment": "Awaiting payment",
  "tracking.status.newPaidOrder": "New paid order",
  "tracking.status.inPreparation": "In preparation",
  "tracking.status.inDelivery": "In delivery",
  "tracking.status.delivered": "Delivered",
  "tracking.status.cancelled": "Cancelled",
} as const;
