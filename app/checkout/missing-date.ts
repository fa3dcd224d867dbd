// The alert for a purchase without a delivery date. Apart from the checkout form's schema,
// so the item page can say it without loading the form's validation (zod, phone numbers).
import { saidText } from "~/i18n/said";

export const MISSING_DATE = saidText("checkout.error.chooseDate");
