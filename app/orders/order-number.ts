// Human order numbers (decision 004): MF-10001, MF-10002…; the tax invoice of MF-10001 is INV-10001.
const ORDER_NUMBER_PREFIX = "MF-";
const INVOICE_NUMBER_PREFIX = "INV-";

/** The first order's sequence; each next order takes the next one. */
export const ORDER_NUMBER_START = 10001;

export const orderNumberOf = (sequence: number): string => `${ORDER_NUMBER_PREFIX}${sequence}`;

export function invoiceNumberOf(orderNumber: string): string {
  return orderNumber.startsWith(ORDER_NUMBER_PREFIX)
    ? `${INVOICE_NUMBER_PREFIX}${orderNumber.slice(ORDER_NUMBER_PREFIX.length)}`
    : orderNumber;
}
