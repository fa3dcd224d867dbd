// The address book at checkout: 'Send to: …' offers the signed-in customer's own recipients and
// fills the form with one; 'Save this recipient' keeps the gift's recipient. Read only where the
// form is one customer's page (never kept by the page cache): the customer's cookie decides it.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { GiftForm } from "~/checkout/checkout-form";
import { isUaeMobile } from "~/orders/gift";
import { signedInCustomer } from "./customer-sessions.server";
import { customerRecipientsOf, saveRecipientOnce } from "./recipients.server";
import { SEND_TO_FIELD, sendToFields, type SendToChoice } from "./send-to";

/** What the checkout form offers this visitor: nothing unless signed in. */
export interface CheckoutAddressBook {
  signedIn: boolean;
  recipients: SendToChoice[];
}

const NOBODY: CheckoutAddressBook = { signedIn: false, recipients: [] };

/** The signed-in customer's recipients for 'Send to'; a guest has none and no 'Save' box. */
export async function checkoutAddressBook(request: Request): Promise<CheckoutAddressBook> {
  const customer = await signedInCustomer(request);
  if (!customer) return NOBODY;
  return {
    signedIn: true,
    recipients: customerRecipientsOf(customer.id).map(({ id, name, phone, address }) => ({
      id,
      name,
      phone,
      address,
    })),
  };
}

/**
 * 'Save this recipient' ticked on a gift placed or kept: its recipient goes to the signed-in
 * customer's address book, once. An address the recipient is asked for is not one to keep; a guest
 * has no address book.
 */
export async function keepCheckoutRecipient(request: Request, form: GiftForm): Promise<void> {
  if (!form.saveRecipient || form.addressFromRecipient) return;
  const { recipientName, recipientPhone, emirate, area, building } = form;
  if (!recipientName || !isUaeMobile(recipientPhone) || !emirate || !area || !building) return;
  const customer = await signedInCustomer(request);
  if (!customer) return;
  saveRecipientOnce(customer.id, {
    name: recipientName,
    phone: recipientPhone!,
    address: {
      emirate,
      area,
      building,
      flat: form.flat,
      street: form.street,
      landmark: form.landmark,
      makani: form.makani,
      mapUrl: form.mapUrl,
    },
  });
}

/** The checkout's reply shape (the checkout imports this module, so it is not imported back). */
interface SendToReply {
  result: SubmissionResult<string[]>;
  alert: null;
  key: null;
}

/**
 * 'Send to' without JavaScript: the form as posted (every choice kept), its recipient, mobile and
 * address those of the customer's recipient chosen; a gift to that address. Nothing is checked
 * or refused yet: that is for 'Proceed to Payment'.
 */
export async function sendToReply(request: Request, posted: FormData): Promise<SendToReply> {
  const payload = parseWithZod(posted, { schema: GiftForm }).payload;
  const { recipients } = await checkoutAddressBook(request);
  // Only one of this customer's own: another's id fills nothing.
  const chosen = recipients.find((recipient) => recipient.id === posted.get(SEND_TO_FIELD));
  const { addressFromRecipient: _asked, intent: _intent, ...kept } = payload;
  const initialValue = (chosen ? { ...kept, ...sendToFields(chosen) } : payload) as Record<
    string,
    string | string[]
  >;
  return {
    result: { initialValue },
    alert: null,
    key: null,
  };
}
