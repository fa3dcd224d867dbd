// The delivery area in the purchase box, and the refusals of the delivery zones.
export default {
  "zones.deliverTo": "Deliver to",
  "zones.chooseArea": "Choose your area",
  "zones.showDelivery": "Show delivery options",
  "zones.earliest": "No same-day delivery to {area}: the earliest delivery is {date}.",
  "zones.error.needsMoreNotice":
    "Delivery to {area} needs more notice. Please choose a later date.",
  "zones.error.needsMoreNoticeHere":
    "Delivery to this address needs more notice. Please choose a later date.",
  "zones.error.tooSoon": "Too soon for delivery to this area",
} as const;
