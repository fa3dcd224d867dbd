// Against the running server: the slots' hours are the florists'. Saved through the JSON API (or
// the admin's form without JavaScript), they are what the checkout offers in both languages, what
// the availability says, what the confirmation email and the Delivery policy say; hours that break
// the rules are refused and nothing changes.
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { deliverableDate } from "../support/catalogue";
import { optionsOf, page as read } from "../support/html";
import { outboxMails } from "../support/outbox";
import { portal } from "../support/portal";
import {
  ADMIN,
  callShop,
  placeAndStartPayment,
  pressPayNow,
  sharedShopWithBouquet,
  postJson,
} from "../support/server-process";

const DAY = deliverableDate(4);

const rules = {
  sameDayCutoff: "14:00",
  slotCapacity: { morning: null, afternoon: null, evening: null },
  closedDates: [],
  specialDates: [],
  deliveryFee: 0,
  freeDeliveryFrom: null,
};

const OWN_HOURS = {
  morning: { start: "08:00", end: "11:30" },
  afternoon: { start: "12:00", end: "16:00" },
  evening: { start: "16:30", end: "21:00" },
};

const putSettings = (body: unknown) =>
  postJson(the.shop, "/api/admin/delivery-settings", body, { method: "PUT", token: the.token });

const savedSettings = async () =>
  (await callShop(the.shop, "/api/admin/delivery-settings", { token: the.token })).json();

const itemPage = (prefix = "") =>
  callShop(the.shop, `${prefix}/collection/${the.bouquet._id}?size=Signature&custom=1&date=${DAY}`);

const the = sharedShopWithBouquet(
  { OUTBOX_RETRY_SECONDS: "1", TEST_ONLY_OUTBOX_RETRY_IN_PRODUCTION: "1" },
  { title: "Ivory Hours", price: 900 },
);

describe("slot hours", () => {
  test("start as the usual ones, and the Delivery policy says them as the checkout does", async () => {
    expect((await savedSettings()).slotHours).toEqual({
      morning: { start: "09:00", end: "12:00" },
      afternoon: { start: "12:00", end: "17:00" },
      evening: { start: "17:00", end: "20:00" },
    });
    const policy = await callShop(the.shop, "/delivery");
    expect(policy.text).toContain("Morning (9am-12pm)");
    expect(policy.text).toContain("Afternoon (12pm-5pm)");
    expect(policy.text).toContain("Evening (5pm-8pm)");
    const arabic = await callShop(the.shop, "/ar/delivery");
    expect(arabic.text).toContain("الصباح (9\u00a0صباحًا\u00a0–\u00a012\u00a0ظهرًا)");
    expect(arabic.text).toContain("بعد الظهر (12\u00a0ظهرًا\u00a0–\u00a05\u00a0مساءً)");
    expect(arabic.text).toContain("المساء (5\u00a0–\u00a08\u00a0مساءً)");
  });

  test("saved through the API are offered at checkout, in the availability, the policy and the email", async () => {
    const saved = await putSettings({ ...rules, slotHours: OWN_HOURS });
    expect(saved.status).toBe(200);
    expect(saved.json().slotHours).toEqual(OWN_HOURS);

    const english = await itemPage();
    const offered = optionsOf(read(english.text).byLabel("Delivery time")).map(
      ({ value, text, disabled }) => ({ value, text, disabled }),
    );
    expect(offered).toEqual(
      expect.arrayContaining([
        { value: "morning", text: "Morning (8am-11:30am)", disabled: false },
        { value: "afternoon", text: "Afternoon (12pm-4pm)", disabled: false },
        { value: "evening", text: "Evening (4:30pm-9pm)", disabled: false },
      ]),
    );
    expect(english.text).not.toContain("9am-12pm");

    const arabic = await itemPage("/ar");
    expect(arabic.text).toContain("الصباح (8\u00a0–\u00a011:30\u00a0صباحًا)");
    expect(arabic.text).toContain("بعد الظهر (12\u00a0ظهرًا\u00a0–\u00a04\u00a0مساءً)");
    expect(arabic.text).toContain("المساء (4:30\u00a0–\u00a09\u00a0مساءً)");

    const availability = await callShop(
      the.shop,
      `/api/delivery/availability?from=${DAY}&to=${DAY}`,
    );
    const [day] = availability.json() as { slots: { value: string; label: string }[] }[];
    expect(day!.slots.map((slot) => slot.label)).toEqual([
      "Morning (8am-11:30am)",
      "Afternoon (12pm-4pm)",
      "Evening (4:30pm-9pm)",
    ]);

    expect((await callShop(the.shop, "/delivery")).text).toContain("Evening (4:30pm-9pm)");
    expect((await callShop(the.shop, "/ar/delivery")).text).toContain(
      "المساء (4:30\u00a0–\u00a09\u00a0مساءً)",
    );

    const email = "hours@example.com";
    const { paymentUrl } = await placeAndStartPayment(the.shop, the.bouquet, {
      email,
      deliveryDate: DAY,
      deliveryTime: "evening",
    });
    expect((await pressPayNow(the.shop, paymentUrl)).headers.location).toMatch(/^\/thank-you\?/);
    const outbox = join(the.shop.dir, "outbox");
    const mailed = () => outboxMails(outbox).find((mail) => mail.to.includes(email));
    await expect.poll(mailed).toBeDefined();
    const confirmation = mailed()!;
    expect(confirmation.text).toContain("Evening (4:30pm-9pm)");
    expect(confirmation.html).toContain("Evening (4:30pm-9pm)");
  });

  test.each([
    ["ending before they start", { ...OWN_HOURS, morning: { start: "11:00", end: "10:00" } }],
    ["overlapping", { ...OWN_HOURS, afternoon: { start: "11:00", end: "16:00" } }],
    ["before 06:00", { ...OWN_HOURS, morning: { start: "05:30", end: "11:30" } }],
    ["after 23:00", { ...OWN_HOURS, evening: { start: "16:30", end: "23:30" } }],
    ["not a time", { ...OWN_HOURS, evening: { start: "4pm", end: "21:00" } }],
    ["missing a slot", { morning: OWN_HOURS.morning, afternoon: OWN_HOURS.afternoon }],
  ])("%s are refused with their issues, and nothing is saved", async (_, slotHours) => {
    const before = await savedSettings();
    const answer = await putSettings({ ...rules, slotHours });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json().issues ?? {}).join(" ")).toMatch(/slotHours/);
    expect(await savedSettings()).toEqual(before);
  });

  test("a client that sends no hours keeps those in force", async () => {
    expect((await putSettings({ ...rules, sameDayCutoff: "13:00" })).status).toBe(200);
    expect((await savedSettings()).slotHours).toEqual(OWN_HOURS);
  });

  test("the admin's form saves them without JavaScript, and refuses overlapping ones", async () => {
    const admin = await portal(the.shop, ADMIN);
    const page = await admin.get("/admin/delivery");
    expect(read(page.text).byLabel("Morning starts").attrs.name).toBeTruthy();
    // Beside the general fee, which fee wins.
    expect(page.text).toContain(
      "Zones decide the fee: an address in a zone pays that zone&#x27;s fee.",
    );
    expect(page.text).toMatch(
      /name="morningStart"[^>]*value="08:00"|value="08:00"[^>]*name="morningStart"/,
    );
    const form = {
      intent: "save-rules",
      sameDayCutoff: "14:00",
      morningStart: "10:00",
      morningEnd: "13:00",
      afternoonStart: "13:00",
      afternoonEnd: "17:00",
      eveningStart: "17:00",
      eveningEnd: "22:00",
    };
    const refused = await admin.post("/admin/delivery", { ...form, afternoonStart: "12:00" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("The afternoon slot starts before the morning slot ends");
    expect((await savedSettings()).slotHours).toEqual(OWN_HOURS);

    const saved = await admin.post("/admin/delivery", form);
    expect(saved.status).toBe(302);
    expect((await savedSettings()).slotHours).toEqual({
      morning: { start: "10:00", end: "13:00" },
      afternoon: { start: "13:00", end: "17:00" },
      evening: { start: "17:00", end: "22:00" },
    });
    expect((await itemPage()).text).toContain("Evening (5pm-10pm)");
  });
});
