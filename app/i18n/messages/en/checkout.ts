// The purchase box on the bouquet's page, the checkout form, its order summary and the order
// confirmation; refusals under 'checkout.error.*', worded exactly as the schemas and the domain
// write them, so an Arabic page can say each one in Arabic.
export default {
  "checkout.purchaseOptions": "Purchase options",
  "checkout.optionsUnavailable": "Purchase options are not available at this moment.",
  "checkout.paymentCancelled":
    "Your payment was cancelled. Your order is saved; you can try again whenever you are ready.",
  "checkout.size": "Size",
  "checkout.deliveryDate": "Delivery date",
  "checkout.today": "Today",
  "checkout.tomorrow": "Tomorrow",
  "checkout.custom": "Custom",
  "checkout.nextAvailable": "Next available: {date}",
  "checkout.sameDayClosed":
    "Same-day delivery has closed for today. Choose tomorrow or a later date.",
  "checkout.orderWithin": "Order within {countdown} for delivery today",
  "checkout.hours": "{count, plural, one {# hour} other {# hours}}",
  "checkout.minutes": "{count, plural, one {# minute} other {# minutes}}",
  "checkout.hoursAndMinutes": "{hours} {minutes}",
  "checkout.customDate": "Custom delivery date",
  "checkout.deliveryTime": "Delivery time",
  "checkout.chooseTime": "Choose a time",
  "checkout.slotUnavailable": "{slot} — {reason}",
  "checkout.slot.morning": "Morning ({hours})",
  "checkout.slot.afternoon": "Afternoon ({hours})",
  "checkout.slot.evening": "Evening ({hours})",
  "checkout.slot.any": "Any Time",
  "checkout.addSomethingSpecial": "Add something special",
  "checkout.deliveryFeeLine": "Delivery {fee}",
  "checkout.deliveryFree": "free",
  "checkout.freeFrom": " · free on orders from {amount}",
  "checkout.addToCart": "Add to Cart",
  "checkout.orderNow": "Order Now",
  "checkout.secure": "Secure transaction",
  "checkout.testMode": "Test mode — no card is charged.",
  "checkout.unavailableTitle": "Currently unavailable",
  "checkout.unavailableText":
    "Our florists would gladly compose something in the same spirit for you. Simply ask us on WhatsApp.",

  "checkout.eyebrow": "Checkout",
  "checkout.title": "Complete Your Order",
  "checkout.name": "Full Name",
  "checkout.email": "Email Address",
  "checkout.phone": "Phone Number",
  "checkout.address": "Delivery Address",
  "checkout.notes": "Special Instructions (optional)",
  "checkout.gift": "Gift",
  "checkout.isGift": "This is a gift",
  "checkout.recipientName": "Recipient name",
  "checkout.recipientPhone": "Recipient mobile",
  "checkout.cardMessage": "Card message (optional, up to {max} characters)",
  "checkout.backToItem": "Back to Item",
  "checkout.proceed": "Proceed to Payment",
  "checkout.proceeding": "Taking you to payment…",

  "checkout.summary": "Order summary",
  "checkout.summarySize": "Size: {size}",
  "checkout.deliveryFee": "Delivery fee",
  "checkout.free": "Free",
  "checkout.total": "Total",
  "checkout.vatIncluded": "Prices include {rate}% VAT ({vat})",

  "checkout.orderNumber": "Order {number}",
  "checkout.paymentReceived": "Payment received · {status}",
  "checkout.awaitingPayment": "Awaiting payment · we will confirm as soon as your payment arrives.",
  "checkout.item": "Item",
  "checkout.items": "Items",
  "checkout.delivery": "Delivery",
  "checkout.deliveryWhen": "{date}, {time}",
  "checkout.recipient": "Recipient",
  "checkout.cardMessageShown": "Card message",
  "checkout.vatOf": "includes {rate}% VAT of {vat}",
  "checkout.trackOrder": "Track your order",
  "checkout.viewInvoice": "View your tax invoice",

  // The checkout form's schema.
  "checkout.error.nameMissing": "Please enter your full name.",
  "checkout.error.emailMissing": "Please enter your email address.",
  "checkout.error.emailInvalid": "Please enter a valid email address.",
  "checkout.error.phone": "Please enter a valid phone number, e.g. +971 50 123 4567.",
  "checkout.error.addressMissing": "Please enter the delivery address.",
  "checkout.error.notesTooLong": "Please keep the instructions under 1,000 characters.",
  "checkout.error.recipientNameTooLong": "Please keep the name under 120 characters.",
  "checkout.error.recipientPhone":
    "Please enter the recipient's mobile number, e.g. +971 50 123 4567.",
  "checkout.error.chooseBouquet": "Please choose a bouquet.",
  "checkout.error.chooseSize": "Please choose a size.",
  "checkout.error.chooseDate": "Please select a delivery date",
  "checkout.error.chooseTime": "Please choose a delivery time.",
  "checkout.error.reviewPrice": "Please review the price and try again.",
  "checkout.error.reviewDeliveryFee": "Please review the delivery fee and try again.",
  "checkout.error.tryAgain": "Please try again.",
  // The item page's choices and the checkout action.
  "checkout.error.chooseThisBouquetAgain": "Please choose this bouquet again.",
  "checkout.error.chooseAnotherDate": "Please choose another delivery date.",
  "checkout.error.dateFullyBooked": "Every delivery slot on this date is fully booked.",
  "checkout.error.orderFailure": "Error processing order: {message}",
  "checkout.error.reviewAndTryAgain": "{message} Please review and try again.",
  "checkout.error.checkFields": "Please check the details marked above.",
  "checkout.error.unexpected": "Something went wrong on our side. Please try again.",
  // The order's own rules (the same words the JSON API answers).
  "checkout.error.bouquetUnavailable":
    '"{title}" is currently unavailable. Please choose another bouquet.',
  "checkout.error.bouquetGone": "A bouquet in this order is no longer available.",
  "checkout.error.chooseSizeOf": 'Please choose one of the sizes of "{title}".',
  "checkout.error.addOnsAlone": "An order needs at least one bouquet: add-ons go with a bouquet.",
  "checkout.error.priceChanged": 'The price has changed: "{title}" ({size}) is now {price}.',
  "checkout.error.totalChangedWithDelivery":
    "The price has changed: the order total is now {total}, with {fee} delivery.",
  "checkout.error.totalChanged": "The price has changed: the order total is now {total}.",
  "checkout.error.tooManyOrders":
    "Too many orders from your connection. Please try again in {minutes} minutes.",
  "checkout.error.unpaidWaiting":
    "You already have an order waiting for payment. Please complete or cancel it first.",
  "checkout.error.paymentFailed": "Payment initiation failed. Please try again.",
  "checkout.error.notPayable": 'Order {number} is "{status}" and can\'t be paid again.',
  "checkout.error.fullNameRequired": "Full name is required.",
  "checkout.error.addressRequired": "Delivery address is required.",
  // The delivery calendar and its places.
  "checkout.error.sameDayClosesAt":
    "Same-day delivery closes at {time}. Please choose tomorrow or later.",
  "checkout.error.datePassed": "The delivery date has already passed.",
  "checkout.error.tooFarAhead":
    "We take orders up to {days} days ahead. Please choose an earlier date.",
  "checkout.error.chooseSlot": "Please choose Morning, Afternoon, Evening or Any Time.",
  "checkout.error.slotStarted":
    "That delivery time has already started today. Please choose a later one.",
  "checkout.error.everySlotFull":
    "Every slot on {day} is fully booked. Please choose another date.",
  "checkout.error.slotFull":
    "The {time} slot on {day} is fully booked. Please choose another time.",
  "checkout.error.placesBeingPaidFor":
    "The last places of this time are being paid for. Please try again in a few minutes or choose another time.",
  "checkout.error.closedChooseAnother": "{reason}. Please choose another date.",
  "checkout.error.fullyBooked": "Fully booked",
  "checkout.error.alreadyStarted": "Already started",
  "checkout.error.sameDayClosedShort": "Same-day delivery has closed",
  "checkout.error.dateHasPassed": "This date has passed",
  "checkout.error.notYetOpen": "Not yet open for orders",
  "checkout.error.weAreClosed": "We are closed",
  // 'By placing your order you accept our Terms.', the last word a link to the terms page.
  "checkout.summaryBouquet": "Bouquet",
  // The thank-you page's word for an order just paid: the customer's, not the florists' list's.
  "checkout.paidPreparing": "Paid — being prepared",
  "checkout.terms.before": "By placing your order you accept our",
  "checkout.terms.link": "Terms",
  "checkout.terms.after": ".",
} as const;
