// The admin's delivery page (/admin/delivery): one plain form per change, each read by Conform
// and Zod with the same field rules as the JSON settings.
import { z } from "zod";
import {
  aed,
  capacity,
  closedReason,
  dateNote,
  sameDayCutoff,
  shopDate,
} from "./delivery-settings";
import { isRealDate, perSlot } from "./delivery-window";

export const SAVE_RULES = "save-rules";
export const CLOSE_DATE = "close-date";
export const ADD_SPECIAL_DATE = "add-special-date";
export const REMOVE_DATE = "remove-date";

/** An empty capacity box is no limit. */
const capacityField = capacity.optional().transform((value) => value ?? null);

/** One box per slot, named after it. */
const slotCapacityFields = perSlot(() => capacityField);

export const DeliveryRulesForm = z.object({
  sameDayCutoff,
  ...slotCapacityFields,
  deliveryFee: aed("The delivery fee")
    .optional()
    .transform((fee) => fee ?? 0),
  freeDeliveryFrom: aed("The free-delivery threshold")
    .optional()
    .transform((from) => from ?? null),
});

const chosenDate = z
  .string({ error: "Choose the date." })
  .refine(isRealDate, "Use a date like 2027-02-14.");

export const ClosedDateForm = z.object({ date: chosenDate, reason: closedReason });

export const SpecialDateForm = z.object({
  date: chosenDate,
  ...slotCapacityFields,
  note: dateNote,
});

export const RemoveDateForm = z.object({ date: shopDate });
