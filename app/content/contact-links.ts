// The links the shop's contact details become: a phone number to dial, a WhatsApp chat, an
// Instagram handle. An empty value gives no link, so no button points nowhere.
/** 'tel:+97140000000' for '+971 4 000 0000'; null when no number is set. */
export function phoneHref(phone: string): string | null {
  const dialled = phone.replace(/[^\d+]/g, "");
  return /\d/.test(dialled) ? `tel:${dialled}` : null;
}

/** The digits wa.me wants ('971500000000'), whatever spacing or + the number was written with. */
export function whatsAppDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/** '@maisonflorale.dubai' for its profile's address; the address itself if it has no path. */
export function instagramHandle(url: string): string {
  const name = url.replace(/^https:\/\/[^/]+\/?/, "").split(/[/?#]/)[0];
  return name ? `@${name}` : url;
}
