// The admin's delivery page (/admin/delivery) posted as plain HTML forms, without JavaScript: the
// rules saved, a closed and a special date added and removed, a date listed twice refused with
// nothing changed; and the day's delivery sheets (/admin/deliveries) listing only paid orders.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { sessionCookieFrom, signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { countRows, readRow, writeRows } from "../support/database";
import { nameOf, page as read, select, textOf } from "../support/html";
import { call } from "../support/shop";

let admin: AdminBrowser;

beforeAll(async () => {
  admin = await signInAsAdmin();
});

interface StoredSettings {
  sameDayCutoff: string;
  slotCapacity: Record<string, number | null>;
  closedDates: { date: string; reason: string }[];
  specialDates: {
    date: string;
    slotCapacity: Record<string, number | null>;
    note: string | null;
  }[];
  deliveryFee: number;
  freeDeliveryFrom: number | null;
}

const latestSettings = () =>
  JSON.parse(
    readRow<{ settings: string }>(
      "select settings from delivery_settings_changes order by id desc limit 1",
    )!.settings,
  ) as StoredSettings;

const changes = () => countRows("delivery_settings_changes");

/** The form posted with `fields`: refused (400) with `message`, and nothing saved. */
async function expectRefused(fields: Record<string, string>, message: string) {
  const before = changes();
  const response = await admin.post("/admin/delivery", fields);
  expect(response.status).toBe(400);
  expect(await response.text()).toContain(message);
  expect(changes()).toBe(before);
}

/** The page a redirect leads to, with the flash message its cookie carries. */
async function follow(response: Response): Promise<string> {
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/admin/delivery");
  const page = await call("/admin/delivery", {
    headers: { Cookie: sessionCookieFrom(response, admin.cookie) },
  });
  return page.text();
}

describe("/admin/delivery without JavaScript", () => {
  test("the page offers every form with its labelled fields and the CSRF field", async () => {
    const page = await admin.get("/admin/delivery");
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const intent of ["save-rules", "close-date", "add-special-date"]) {
      expect(html).toContain(`name="intent" value="${intent}"`);
    }
    expect(html).toContain("Morning capacity (orders per day)");
    expect(html).toContain("Free delivery from (AED)");
    expect(html).toContain("Reason customers see");
    expect(html).toMatch(
      /<a[^>]*title="Delivery"[^>]*href="\/admin\/delivery"|href="\/admin\/delivery"[^>]*title="Delivery"/,
    );
  });

  test("save the rules: capacities, cut-off and fee in AED stored as fils; empty is no limit", async () => {
    const before = changes();
    const response = await admin.post("/admin/delivery", {
      intent: "save-rules",
      sameDayCutoff: "13:30",
      morning: "8",
      afternoon: "",
      evening: "4",
      deliveryFee: "35",
      freeDeliveryFrom: "500.50",
    });
    const html = await follow(response);
    expect(html).toContain("Delivery rules saved.");
    expect(changes()).toBe(before + 1);
    expect(latestSettings()).toMatchObject({
      sameDayCutoff: "13:30",
      slotCapacity: { morning: 8, afternoon: null, evening: 4 },
      deliveryFee: 3500,
      freeDeliveryFrom: 50050,
    });
    expect(html).toContain('value="13:30"');
  });

  test("a wrong capacity is refused on the form (400) and nothing is saved", async () => {
    await expectRefused(
      { intent: "save-rules", sameDayCutoff: "14:00", morning: "-2" },
      "A capacity cannot be negative.",
    );
  });

  test("close a date, add a special date, a date twice refused with nothing changed, then remove both", async () => {
    const closed = await follow(
      await admin.post("/admin/delivery", {
        intent: "close-date",
        date: "2031-02-14",
        reason: "Closed for the atelier's move",
      }),
    );
    expect(closed).toContain("14 February 2031 is closed for delivery.");
    expect(closed).toContain("Friday 14 February 2031");
    expect(closed).toContain('aria-label="Remove 14 February 2031"');

    const special = await follow(
      await admin.post("/admin/delivery", {
        intent: "add-special-date",
        date: "2031-03-21",
        morning: "20",
        afternoon: "",
        evening: "10",
        note: "Mother's Day",
      }),
    );
    expect(special).toContain("21 March 2031 has its own capacities.");
    expect(special).toContain("No limit");
    expect(latestSettings().specialDates).toContainEqual({
      date: "2031-03-21",
      slotCapacity: { morning: 20, afternoon: null, evening: 10 },
      note: "Mother's Day",
    });

    await expectRefused(
      { intent: "add-special-date", date: "2031-02-14", morning: "5" },
      "2031-02-14 is already listed: a date is either closed or special, once.",
    );

    for (const date of ["2031-02-14", "2031-03-21"]) {
      const removed = await follow(
        await admin.post("/admin/delivery", { intent: "remove-date", date }),
      );
      expect(removed).toContain("removed.");
    }
    const settings = latestSettings();
    expect(settings.closedDates.map((c) => c.date)).not.toContain("2031-02-14");
    expect(settings.specialDates.map((s) => s.date)).not.toContain("2031-03-21");
  });

  test("recent changes name who saved and when", async () => {
    const html = await (await admin.get("/admin/delivery")).text();
    expect(html).toContain("Recent changes");
    const shown = read(html);
    const changes = shown.within(shown.byRole("region", "Recent changes"));
    const theirs = changes
      .allByRole("listitem")
      .filter((change) => textOf(change).startsWith(process.env.ADMIN_USERNAME!));
    expect(theirs.length).toBeGreaterThan(0);
    // When: a time a machine reads too.
    for (const change of theirs) expect(select(change, "time")[0]?.attrs.datetime).toBeTruthy();
  });

  test("a form without the CSRF field is refused", async () => {
    const response = await call("/admin/delivery", {
      method: "POST",
      headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "remove-date", date: "2031-02-14" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});

describe("/admin/deliveries", () => {
  const DAY = "2031-05-06";
  let sequence = 90_000;

  function anOrder(fields: {
    status: string;
    time: string;
    name: string;
    recipient?: string;
    card?: string;
  }) {
    sequence += 1;
    const id = randomBytes(12).toString("hex");
    const at = new Date().toISOString();
    writeRows(
      `insert into orders (id, sequence, order_number, customer_name, email, phone, address,
         recipient_name, card_message, delivery_date, delivery_time, status, total_amount,
         vat_amount, created_at, updated_at)
       values (?, ?, ?, ?, 'c@example.com', '+971501112222', 'Villa 9, Umm Suqeim, Dubai', ?, ?,
         ?, ?, ?, 49500, 0, ?, ?)`,
      id,
      sequence,
      `MF-${sequence}`,
      fields.name,
      fields.recipient ?? null,
      fields.card ?? null,
      DAY,
      fields.time,
      fields.status,
      at,
      at,
    );
    writeRows(
      `insert into order_lines (id, order_id, position, title, size_name, unit_price, quantity,
         vat_amount) values (?, ?, 0, 'Blush Peony Dome', 'Grand', 49500, 1, 0)`,
      randomBytes(12).toString("hex"),
      id,
    );
    return `MF-${sequence}`;
  }

  test("the day's paid orders, one sheet per slot; unpaid and cancelled ones are left out", async () => {
    const morning = anOrder({
      status: "new_paid",
      time: "morning",
      name: "Huda Amin",
      recipient: "Sara Amin",
      card: "With love, Huda",
    });
    const any = anOrder({ status: "in_preparation", time: "any", name: "Omar Aziz" });
    const unpaid = anOrder({ status: "awaiting_payment", time: "morning", name: "Rami Unpaid" });
    const cancelled = anOrder({ status: "cancelled", time: "evening", name: "Nadia Cancel" });

    const page = await admin.get(`/admin/deliveries?date=${DAY}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Tuesday 6 May 2031");
    expect(html).toContain("Morning (9am-12pm)");
    expect(html).toContain("Any Time");
    expect(html).not.toContain("Evening (5pm-8pm)");
    expect(html).toContain(morning);
    expect(html).toContain("Sara Amin");
    expect(html).toContain("With love, Huda");
    expect(html).toContain(any);
    expect(html).toContain("Omar Aziz");
    expect(html).toContain("Blush Peony Dome, Grand");
    expect(html).not.toContain(unpaid);
    expect(html).not.toContain(cancelled);
    // One sheet (a region named by its slot) for each slot with deliveries, each with its own.
    const sheets = read(html);
    const slots = /^(Morning|Afternoon|Evening) \(|^Any Time$/;
    const named = sheets.allByRole("region", slots);
    expect(named.map((sheet) => nameOf(sheet, sheets.root))).toEqual([
      "Morning (9am-12pm)",
      "Any Time",
    ]);
    expect(sheets.within(named[0]!).text).toContain(morning);
    expect(sheets.within(named[0]!).text).not.toContain(any);
    expect(sheets.within(named[1]!).text).toContain(any);
  });

  test("the dashboard links to today's deliveries and shows the next 7 days", async () => {
    const html = await (await admin.get("/admin/dashboard")).text();
    expect(html).toContain("Next 7 days");
    expect(html).toMatch(/href="\/admin\/deliveries\?date=\d{4}-\d{2}-\d{2}"/);
  });
});
