// The address book's forms: a recipient (name, UAE mobile and the checkout's address group, by
// the checkout's own rules) and an occasion of theirs. One schema each for the browser and the
// action. Browser-safe.
import { z } from "zod";
import { ID_PATTERN } from "~/db/ids";
import { OCCASION_KINDS } from "~/db/occasion-kinds";
import { deliveryAddressSchema } from "~/delivery/address";
import { saidText } from "~/i18n/said";
import { GIFT_REFUSALS, isUaeMobile } from "~/orders/gift";
import { dateText, phoneNumber, requiredText } from "~/platform/fields";
import { hasOwnDate } from "./occasion-dates";

/** 'Save recipient': new, or the one named by `recipientId`. */
export const RecipientForm = z.object({
  recipientId: z.string().regex(ID_PATTERN).optional(),
  name: requiredText(GIFT_REFUSALS.recipientName, 120),
  phone: phoneNumber(GIFT_REFUSALS.recipientMobile).refine(isUaeMobile, {
    message: GIFT_REFUSALS.recipientMobile,
  }),
  ...deliveryAddressSchema.shape,
});
export type RecipientForm = z.output<typeof RecipientForm>;

const OWN_DATE_MISSING = saidText("account.occasions.error.date");

/**
 * 'Add occasion': its kind and, for a birthday, an anniversary or one's own, the day (its year
 * does not matter: it comes back every year) and, for one's own, a name.
 */
export const OccasionForm = z
  .object({
    recipientId: z.string().regex(ID_PATTERN),
    kind: z.enum(OCCASION_KINDS, { error: saidText("account.occasions.error.kind") }),
    date: dateText(OWN_DATE_MISSING).optional(),
    label: z
      .string()
      .trim()
      .max(60, saidText("address.error.tooLong", { max: 60 }))
      .optional(),
  })
  .superRefine((form, ctx) => {
    if (hasOwnDate(form.kind) && !form.date) {
      ctx.addIssue({ code: "custom", path: ["date"], message: OWN_DATE_MISSING });
    }
  });
export type OccasionForm = z.output<typeof OccasionForm>;
