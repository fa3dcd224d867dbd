// A delivery area's zone: its fee and free-delivery threshold, its same-day and lead days, and
// the refusal for an area outside every zone.
import { describe, expect, test } from "vitest";
import { ShopError } from "~/platform/errors";
import { dayAvailability, NO_HOLDS } from "./availability";
import { defaultDeliverySettings, ZonesInput } from "./delivery-settings";
import { deliveryWindow } from "./delivery-window";
import {
  deliveryFeeForArea,
  earliestDate,
  zoneDateProblem,
  zoneRulesFor,
  zoneWindow,
} from "./zone-rules";
import { DEFAULT_ZONES } from "./zones";

const settings = defaultDeliverySettings("14:00");
const clock = { timeZone: "Asia/Dubai", sameDayCutoff: "14:00" };
// 10:30 in Dubai on 10 February 2027.
const now = new Date("2027-02-10T06:30:00.000Z");
const window = deliveryWindow(now, clock);

describe("deliveryFeeForArea", () => {
  test("charges the zone's fee below its threshold and nothing from it on", () => {
    // Greater Dubai: AED 35, free from AED 750.
    expect(deliveryFeeForArea(74_999, "Dubai Marina", settings)).toBe(3500);
    expect(deliveryFeeForArea(75_000, "Dubai Marina", settings)).toBe(0);
    // Central Dubai delivers free; Abu Dhabi is never free.
    expect(deliveryFeeForArea(10_000, "DIFC", settings)).toBe(0);
    expect(deliveryFeeForArea(1_000_000, "Yas Island", settings)).toBe(9500);
  });

  test("finds an area by its Arabic name too, whatever its case and spaces", () => {
    expect(deliveryFeeForArea(10_000, "  دبي مارينا ", settings)).toBe(3500);
    expect(zoneRulesFor("dubai marina", settings).id).toBe("dubai-greater");
  });

  test("refuses an area outside every zone: 409 on the delivery address", () => {
    let refusal: unknown;
    try {
      deliveryFeeForArea(10_000, "Al Ain", settings);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ShopError);
    expect(refusal).toMatchObject({
      kind: "conflict",
      message: "We do not deliver to Al Ain yet.",
      issues: { deliveryAddress: ["We do not deliver to Al Ain yet."] },
    });
  });
});

describe("a zone's dates", () => {
  const abuDhabi = DEFAULT_ZONES.find((zone) => zone.id === "abu-dhabi")!;
  const central = DEFAULT_ZONES.find((zone) => zone.id === "dubai-central")!;

  test("a same-day zone keeps the shop's window; a next-day one starts after its lead days", () => {
    expect(zoneWindow(window, central)).toEqual(window);
    expect(zoneWindow(window, abuDhabi)).toMatchObject({
      firstDate: "2027-02-11",
      sameDayOpen: false,
      msUntilCutoff: 0,
    });
    expect(earliestDate(window, { sameDay: false, leadDays: 3 })).toBe("2027-02-13");
    // No same-day and no lead days still means tomorrow.
    expect(earliestDate(window, { sameDay: false, leadDays: 0 })).toBe("2027-02-11");
  });

  test("today is too soon for a next-day zone, tomorrow is open", () => {
    const today = dayAvailability("2027-02-10", NO_HOLDS, settings, now, clock, abuDhabi);
    expect(today.slots.every((slot) => !slot.available)).toBe(true);
    expect(today.slots[0]!.reason).toBe("Too soon for delivery to this area");
    const tomorrow = dayAvailability("2027-02-11", NO_HOLDS, settings, now, clock, abuDhabi);
    expect(tomorrow.slots.every((slot) => slot.available)).toBe(true);
    const sameDay = dayAvailability("2027-02-10", NO_HOLDS, settings, now, clock, central);
    expect(sameDay.slots.some((slot) => slot.available)).toBe(true);
  });

  test("an order for a date too soon for its area is refused on the date", () => {
    expect(zoneDateProblem("2027-02-10", window, abuDhabi, "Yas Island")).toEqual({
      field: "deliveryDate",
      message: "Delivery to Yas Island needs more notice. Please choose a later date.",
    });
    expect(zoneDateProblem("2027-02-11", window, abuDhabi, "Yas Island")).toBeNull();
    expect(zoneDateProblem("2027-02-10", window, central, "DIFC")).toBeNull();
  });
});

describe("ZonesInput", () => {
  const zone = {
    name: { en: "Al Ain", ar: "العين" },
    emirate: "Abu Dhabi",
    areas: [{ en: "Al Jimi", ar: null }],
    fee: 120.5,
    freeDeliveryFrom: null,
    sameDay: false,
    leadDays: 2,
  };

  test("reads AED as fils and gives a zone without an id one from its name", () => {
    expect(ZonesInput.parse([zone, { ...zone, areas: [{ en: "Al Hili" }] }])).toEqual([
      { id: "al-ain", ...zone, fee: 12_050 },
      { id: "al-ain-2", ...zone, areas: [{ en: "Al Hili", ar: null }], fee: 12_050 },
    ]);
  });

  test("refuses an area in two zones, empty names, lead days over 14 and no zones at all", () => {
    const twice = ZonesInput.safeParse([zone, { ...zone, areas: [{ en: "al jimi", ar: null }] }]);
    expect(twice.error?.issues).toEqual([
      expect.objectContaining({
        path: [1, "areas", 0],
        message: "al jimi is already in a zone: an area belongs to one zone only.",
      }),
    ]);
    const bad = ZonesInput.safeParse([{ ...zone, name: { en: " ", ar: null }, leadDays: 15 }]);
    expect(bad.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "0.name.en",
      "0.leadDays",
    ]);
    expect(ZonesInput.safeParse([]).error?.issues[0]?.message).toBe(
      "Keep at least one delivery zone.",
    );
  });

  test("the zones a new shop starts with read back unchanged", () => {
    const asJson = DEFAULT_ZONES.map(({ id, fee, freeDeliveryFrom, ...rest }) => ({
      _id: id,
      ...rest,
      fee: fee / 100,
      freeDeliveryFrom: freeDeliveryFrom === null ? null : freeDeliveryFrom / 100,
    }));
    expect(JSON.stringify(ZonesInput.parse(asJson))).toBe(JSON.stringify(DEFAULT_ZONES));
  });
});
