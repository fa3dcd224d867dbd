// A delivery area's zone: its fee and free-delivery threshold, its same-day and lead days, and
// the refusal for an area outside every zone.
import { describe, expect, test } from "vitest";
import { ShopError } from "~/platform/errors";
import { dayAvailability, NO_HOLDS } from "../availability";
import { defaultDeliverySettings, ZonesInput } from "../delivery-settings";
import { deliveryWindow } from "../delivery-window";
import {
  areaNamedIn,
  deliveryFeeForArea,
  earliestDate,
  rulesOfAnyZone,
  zoneDateProblem,
  zoneRulesFor,
  zoneWindow,
  DEFAULT_ZONES,
  zoneIdOf,
} from ".";
import { allInEnglish, refusalInEnglish } from "~/i18n/in-english.server";

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
    expect(zoneRulesFor("dubai marina", settings).id).toBe(zoneIdOf("dubai-greater"));
  });

  test("refuses an area outside every zone: 409 on the delivery address", () => {
    let refusal: unknown;
    try {
      deliveryFeeForArea(10_000, "Al Ain", settings);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ShopError);
    expect(refusalInEnglish(refusal)).toMatchObject({
      kind: "conflict",
      message: "We do not deliver to Al Ain yet.",
      issues: { deliveryAddress: ["We do not deliver to Al Ain yet."] },
    });
  });
});

describe("a zone's dates", () => {
  const abuDhabi = DEFAULT_ZONES.find((zone) => zone.id === zoneIdOf("abu-dhabi"))!;
  const central = DEFAULT_ZONES.find((zone) => zone.id === zoneIdOf("dubai-central"))!;

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
    expect(allInEnglish(today.slots[0]!.reason)).toBe("Too soon for delivery to this area");
    const tomorrow = dayAvailability("2027-02-11", NO_HOLDS, settings, now, clock, abuDhabi);
    expect(tomorrow.slots.every((slot) => slot.available)).toBe(true);
    const sameDay = dayAvailability("2027-02-10", NO_HOLDS, settings, now, clock, central);
    expect(sameDay.slots.some((slot) => slot.available)).toBe(true);
  });

  test("an order for a date too soon for its area is refused on the date", () => {
    expect(allInEnglish(zoneDateProblem("2027-02-10", window, abuDhabi, "Yas Island"))).toEqual({
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

  test("reads AED as fils and gives a zone without an id a new hex one of its own", () => {
    const [first, second] = ZonesInput.parse([zone, { ...zone, areas: [{ en: "Al Hili" }] }]);
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), ...zone, fee: 12_050 });
    expect(second).toMatchObject({ areas: [{ en: "Al Hili", ar: null }], fee: 12_050 });
    expect(second!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(second!.id).not.toBe(first!.id);
  });

  test("an id sent is kept: a hex one as it is, an older readable one as its hex form", () => {
    const hex = "0123456789abcdef01234567";
    const [kept, older] = ZonesInput.parse([
      { ...zone, _id: hex },
      { ...zone, _id: "al-ain", areas: [{ en: "Al Hili" }] },
    ]);
    expect(kept!.id).toBe(hex);
    expect(older!.id).toBe(zoneIdOf("al-ain"));
    expect(older!.id).toMatch(/^[0-9a-f]{24}$/);
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

describe("a one-line address", () => {
  const zones = settings.zones;
  const named = (address: string) => areaNamedIn(zones, address)?.area.en ?? null;

  test("is in the zone of the first area it names, by either name, ignoring case and spellings", () => {
    expect(named("Villa 12, Saadiyat Island, Abu Dhabi")).toBe("Saadiyat Island");
    expect(named("villa 12, SAADIYAT island")).toBe("Saadiyat Island");
    expect(named("فيلا 12، جزيره السعديات، ابوظبي")).toBe("Saadiyat Island");
    expect(named("Villa 3, Palm Jumeirah, Dubai")).toBe("Palm Jumeirah");
    expect(named("Flat 4, Dubai Marina, near Jumeirah Beach")).toBe("Dubai Marina");
    expect(named("Tower 1, JLTX Street")).toBeNull();
    expect(named("Somewhere in Al Ain")).toBeNull();
  });

  test("naming no area: every zone's dearest fee, longest notice, same-day only if all offer it", () => {
    const rules = rulesOfAnyZone(zones);
    expect(rules.fee(50_000)).toBe(9_500);
    expect(rules.timing).toEqual({ sameDay: false, leadDays: 1 });
    // A zone free from AED 750 never makes another zone's fee free.
    expect(rules.fee(80_000)).toBe(9_500);
    const dubaiOnly = zones.filter((zone) => zone.emirate === "Dubai");
    expect(rulesOfAnyZone(dubaiOnly).fee(80_000)).toBe(0);
    expect(rulesOfAnyZone(dubaiOnly).timing).toEqual({ sameDay: true, leadDays: 0 });
  });
});
