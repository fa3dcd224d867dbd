// When a missing address becomes the florists' worry, and the order's address rule.
import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  addressDeadline,
  addressInZone,
  addressOrRecipient,
  zonesCoveredBy,
} from "./recipient-address";
import { deliveryAddressSchema } from "~/delivery/address";
import { DEFAULT_ZONES, zoneIdOf } from "~/delivery/zones";

const DUBAI = "Asia/Dubai";

describe("addressDeadline", () => {
  test("18:00 on the shop's clock the day before delivery", () => {
    const due = addressDeadline(
      { deliveryDate: "2027-02-14", deliveryTime: "morning", createdAt: "2027-02-01T08:00:00Z" },
      DUBAI,
    );
    expect(due.toISOString()).toBe("2027-02-13T14:00:00.000Z");
  });

  test("an order for its own day: two hours before its slot (the first slot for any time)", () => {
    const placed = "2027-02-14T05:00:00Z"; // 09:00 in Dubai
    const evening = addressDeadline(
      { deliveryDate: "2027-02-14", deliveryTime: "evening", createdAt: placed },
      DUBAI,
    );
    expect(evening.toISOString()).toBe("2027-02-14T11:00:00.000Z"); // 15:00 in Dubai
    const any = addressDeadline(
      { deliveryDate: "2027-02-14", deliveryTime: "any", createdAt: placed },
      DUBAI,
    );
    expect(any.toISOString()).toBe("2027-02-14T03:00:00.000Z"); // 07:00 in Dubai
  });
});

describe("addressOrRecipient", () => {
  const Order = z
    .object({
      address: z.string().optional(),
      addressFromRecipient: z.boolean().optional(),
      recipientName: z.string().optional(),
      recipientPhone: z.string().optional(),
    })
    .superRefine((input, ctx) => addressOrRecipient(input, ctx));

  test("an address, unless the recipient gives it; then their name and mobile", () => {
    expect(Order.safeParse({ address: "Villa 12" }).success).toBe(true);
    expect(Order.safeParse({}).error?.issues.map((issue) => issue.path)).toEqual([["address"]]);
    expect(
      Order.safeParse({ addressFromRecipient: true }).error?.issues.map((issue) => issue.path),
    ).toEqual([["recipientName"], ["recipientPhone"]]);
    expect(
      Order.safeParse({
        addressFromRecipient: true,
        recipientName: "Noor",
        recipientPhone: "+971557654321",
      }).success,
    ).toBe(true);
  });
});

test("addressInZone: the area's English name and its own emirate; an area in no zone is null", () => {
  const placed = addressInZone(
    deliveryAddressSchema.parse({
      emirate: "Sharjah",
      area: "دبي مارينا",
      building: "Marina Gate 2",
    }),
    DEFAULT_ZONES,
  );
  expect(placed).toEqual({
    address: { emirate: "Dubai", area: "Dubai Marina", building: "Marina Gate 2" },
    zone: zoneIdOf("dubai-greater"),
  });
  expect(
    addressInZone(
      deliveryAddressSchema.parse({ emirate: "Dubai", area: "Atlantis", building: "1" }),
      DEFAULT_ZONES,
    ),
  ).toBeNull();
});

describe("zonesCoveredBy", () => {
  const ids = (zones: { id: string }[]) => zones.map((zone) => zone.id);
  // Placed on 1 February in Dubai; lines of AED 600 (under greater Dubai's AED 750 threshold).
  const booked = (
    deliveryFee: number,
    deliveryDate: string,
    totalAmount = 60000 + deliveryFee,
  ) => ({
    deliveryFee,
    totalAmount,
    deliveryDate,
    createdAt: "2027-02-01T08:00:00Z",
  });

  test("a delivery paid at no fee covers only the zones that deliver free for its lines", () => {
    expect(ids(zonesCoveredBy(booked(0, "2027-02-05"), DEFAULT_ZONES, DUBAI))).toEqual([
      zoneIdOf("dubai-central"),
    ]);
    // AED 800 of flowers: greater Dubai delivers free from AED 750.
    expect(ids(zonesCoveredBy(booked(0, "2027-02-05", 80000), DEFAULT_ZONES, DUBAI))).toEqual([
      zoneIdOf("dubai-central"),
      zoneIdOf("dubai-greater"),
    ]);
  });

  test("the fee paid covers its zone and every cheaper one, never a dearer one", () => {
    expect(ids(zonesCoveredBy(booked(6000, "2027-02-05"), DEFAULT_ZONES, DUBAI))).toEqual([
      zoneIdOf("dubai-central"),
      zoneIdOf("dubai-greater"),
      zoneIdOf("sharjah"),
    ]);
    expect(ids(zonesCoveredBy(booked(9500, "2027-02-05"), DEFAULT_ZONES, DUBAI))).toHaveLength(4);
  });

  test("a next-day zone never for a delivery booked for the day it was placed", () => {
    expect(ids(zonesCoveredBy(booked(9500, "2027-02-01"), DEFAULT_ZONES, DUBAI))).toEqual([
      zoneIdOf("dubai-central"),
      zoneIdOf("dubai-greater"),
    ]);
    expect(ids(zonesCoveredBy(booked(9500, "2027-02-02"), DEFAULT_ZONES, DUBAI))).toHaveLength(4);
    const farther = DEFAULT_ZONES.map((zone) =>
      zone.id === zoneIdOf("abu-dhabi") ? { ...zone, leadDays: 3 } : zone,
    );
    expect(ids(zonesCoveredBy(booked(9500, "2027-02-03"), farther, DUBAI))).not.toContain(
      zoneIdOf("abu-dhabi"),
    );
    expect(ids(zonesCoveredBy(booked(9500, "2027-02-04"), farther, DUBAI))).toContain(
      zoneIdOf("abu-dhabi"),
    );
  });
});
