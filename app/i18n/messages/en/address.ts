// The delivery address as a group of fields (the checkout, and wherever an address is shown);
// refusals under 'address.error.*', which the address schema and the zones name by id.
export default {
  "address.emirate": "Emirate",
  "address.chooseEmirate": "Choose the emirate",
  "address.area": "Area",
  "address.chooseArea": "Choose the area",
  "address.building": "Building or villa",
  "address.flat": "Flat / floor",
  "address.street": "Street",
  "address.landmark": "Landmark or directions",
  "address.makani": "Makani number",
  "address.makaniHint": "10 digits on the building's plate",
  "address.mapUrl": "Google Maps link",
  "address.mapUrlHint": "Paste the link from Google Maps",
  // An address as it is shown (the order's pages, the email, the staff's sheets).
  "address.shown.landmark": "Landmark",
  "address.shown.makani": "Makani",
  "address.openMap": "Open in Google Maps",

  "address.error.emirate": "Please choose the emirate.",
  "address.error.area": "Please choose the area.",
  "address.error.building": "Please enter the building or villa.",
  "address.error.makani": "A Makani number has 10 digits.",
  "address.error.mapUrl": "Please paste a Google Maps link (maps.app.goo.gl or google.com/maps).",
  "address.error.mapUrlElsewhere":
    "Please paste the link of a pin or a place on Google Maps, not one that leads to another site.",
  "address.error.tooLong": "At most {max} characters.",
  "address.error.notDelivered": "We do not deliver to {area} yet.",
  "address.error.areaNotInEmirate": "{area} is not in {emirate}.",
} as const;
