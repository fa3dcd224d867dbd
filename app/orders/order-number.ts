// Human order numbers (decision 004): MF-10001, MF-10002…; the tax invoice of MF-10001 is INV-10001.
const ORDER_NUMBER_PREFIX = "MF-";
const INVOICE_NUMBER_PREFIX = "INV-";

/** The first order's sequence; each next order takes the next one. */
export const ORDER_NUMBER_START = 10001;

export const orderNumberOf = (sequence: number): string => `${ORDER_NUMBER_PREFIX}${sequence}`;

/** An order number as someone types it: 'MF-10042', 'mf10042' or the digits alone. */
const TYPED_ORDER_NUMBER = new RegExp(
  `^(?:${ORDER_NUMBER_PREFIX.replace("-", "-?")})?(\\d{5,})$`,
  "i",
);

/** The sequence behind an order number someone typed (the admin's search); null if it is none. */
export function orderSequenceOf(text: string): number | null {
  const digits = TYPED_ORDER_NUMBER.exec(text)?.[1];
  return digits === undefined ? null : Number(digits);
}

export function invoiceNumberOf(orderNumber: string): string {
  return orderNumber.startsWith(ORDER_NUMBER_PREFIX)
    ? `${INVOICE_NUMBER_PREFIX}${orderNumber.slice(ORDER_NUMBER_PREFIX.length)}`
    : orderNumber;
}
