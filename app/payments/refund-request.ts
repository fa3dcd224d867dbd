// What an admin asks to refund, read the same way by the JSON API, the admin's form and its
// check in the browser: AED as typed, fils from here on.
import { z } from "zod";
import { filsFromAed } from "~/money/money";

/** One fil. */
export const MIN_REFUND_AED = 0.01;

export const RefundRequest = z.object({
  amount: z
    .number({ error: "Enter the amount to refund in AED." })
    // The smallest amount money moves in: 1e-9 would otherwise round to a refund of nothing.
    .min(MIN_REFUND_AED, `The amount to refund must be at least AED ${MIN_REFUND_AED}.`)
    .transform(filsFromAed)
    .refine((fils) => fils !== null, "The amount can't be finer than a fil (0.01).")
    .optional(),
  reason: z.string().trim().max(500, "Keep the reason under 500 characters.").optional(),
  /** One gift of the order: its lines and fee are what may be given back (else the whole order). */
  deliveryId: z.string().trim().min(1).max(100).optional(),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

/** The question the admin answers before money goes back. */
export const refundQuestion = (amount: string) =>
  `Refund ${amount} to the customer's card? This cannot be undone.`;
