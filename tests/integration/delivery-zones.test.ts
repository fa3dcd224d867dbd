// Delivery zones against the built server: the public list, the zones in the JSON settings
// (saved, refused with nothing changed, owners only), availability per area on a fixed clock,
// the admin's Zones form without JavaScript, and the bouquet page's 'Deliver to' (server HTML).
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  aColleague,
  sessionCookieFrom,
  signInAsAdmin,
  type AdminBrowser,
} from "../support/admin-session";
import { createItem } from "../support/catalogue";
import { countRows, readRow, writeRows } from "../support/database";
import { optionsOf, page as read } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

let owner: AdminBrowser;
let token: string;

beforeAll(async () => {
  owner = await signInAsAdmin();
  token = await adminToken();
});

// 10:30 in Dubai on Wednesday 10 February 2027, before the same-day cut-off.
const MORNING = "2027-02-10T06:30:00.000Z";
afterEach(() => {
  delete process.env.SHOP_FAKE_NOW;
});

const changes = () => countRows("delivery_settings_changes");
const storedZones = () =>
  (
    JSON.parse(
      readRow<{ settings: string }>(
        "select settings from delivery_settings_changes order by id desc limit 1",
      )?.settings ?? "{}",
    ) as { zones?: { id: string; fee: number }[] }
  ).zones;

const settingsNow = async () =>
  (await callJson("/api/admin/delivery-settings", { token })).body as Record<string, unknown>;

const putSettings = (body: unknown, as = token) =>
  callJson("/api/admin/delivery-settings", { method: "PUT", token: as, body });

/** Zones' ids: 24 lowercase hex characters, like every id the shop hands out. */
const ABU_DHABI_ID = "d15cf550a105fb663e11a480";
const MARINA_ID = "5a1e5a1e5a1e5a1e5a1e5a1e";
const HEX_ID = /^[0-9a-f]{24}$/;

const yasZone = {
  _id: ABU_DHABI_ID,
  name: { en: "Abu Dhabi", ar: "أبوظبي" },
  emirate: "Abu Dhabi",
  areas: [{ en: "Yas Island", ar: "جزيرة ياس" }],
  fee: 95,
  freeDeliveryFrom: null,
  sameDay: false,
  leadDays: 1,
};
const marinaZone = {
  _id: MARINA_ID,
  name: { en: "Dubai", ar: "دبي" },
  emirate: "Dubai",
  areas: [
    { en: "Dubai Marina", ar: "دبي مارينا" },
    { en: "DIFC", ar: null },
  ],
  fee: 35,
  freeDeliveryFrom: 750,
  sameDay: true,
  leadDays: 0,
};

describe("GET /api/delivery/zones", () => {
  test("lists every zone in the public shape, money in AED", async () => {
    const { status, body } = await callJson("/api/delivery/zones");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const zone of body as Record<string, unknown>[]) {
      expect(Object.keys(zone).sort()).toEqual(
        [
          "_id",
          "areas",
          "emirate",
          "fee",
          "freeDeliveryFrom",
          "leadDays",
          "name",
          "sameDay",
        ].sort(),
      );
      expect(zone).toMatchObject({
        _id: expect.stringMatching(HEX_ID),
        name: { en: expect.any(String) },
        emirate: expect.any(String),
        fee: expect.any(Number),
        sameDay: expect.any(Boolean),
        leadDays: expect.any(Number),
      });
    }
  });
});

describe("a zone's _id", () => {
  test("is 24 lowercase hex, the same on every read, in the public list and the admin's JSON", async () => {
    const first = (await callJson("/api/delivery/zones")).body as { _id: string }[];
    const second = (await callJson("/api/delivery/zones")).body as { _id: string }[];
    expect(first.map((zone) => zone._id)).toEqual(second.map((zone) => zone._id));
    for (const zone of first) expect(zone._id).toMatch(HEX_ID);
    expect(new Set(first.map((zone) => zone._id)).size).toBe(first.length);
    const admin = (await settingsNow()).zones as { _id: string }[];
    expect(admin.map((zone) => zone._id)).toEqual(first.map((zone) => zone._id));
  });

  test("a new zone's id is made once and kept across reads and edits; an older readable id reads as hex", async () => {
    const { _id: _, ...newZone } = yasZone;
    const saved = await putSettings({ ...(await settingsNow()), zones: [marinaZone, newZone] });
    expect(saved.status).toBe(200);
    const made = (saved.body.zones as { _id: string }[])[1]!._id;
    expect(made).toMatch(HEX_ID);
    const read = async () =>
      ((await callJson("/api/delivery/zones")).body as { _id: string }[])[1]!._id;
    expect(await read()).toBe(made);
    expect(await read()).toBe(made);
    // An edit sends the id back: it stays.
    const edited = await putSettings({
      ...(await settingsNow()),
      zones: [marinaZone, { ...newZone, _id: made, fee: 99 }],
    });
    expect(edited.status).toBe(200);
    expect(await read()).toBe(made);
    // Settings saved with the older readable ids ('abu-dhabi') read with the same hex ids each time.
    const settings = JSON.parse(
      readRow<{ settings: string }>(
        "select settings from delivery_settings_changes order by id desc limit 1",
      )!.settings,
    ) as { zones: { id: string }[] };
    settings.zones[1]!.id = "abu-dhabi";
    writeRows(
      "update delivery_settings_changes set settings = ? where id = (select max(id) from delivery_settings_changes)",
      JSON.stringify(settings),
    );
    expect(await read()).toBe(ABU_DHABI_ID);
    expect(await read()).toBe(ABU_DHABI_ID);
  });
});

describe("zones in PUT /api/admin/delivery-settings", () => {
  test("are saved (AED in, fils stored), read back, and kept by a PUT without zones", async () => {
    const before = await settingsNow();
    const saved = await putSettings({ ...before, zones: [marinaZone, yasZone] });
    expect(saved.status).toBe(200);
    expect(saved.body.zones).toEqual([marinaZone, yasZone]);
    expect(storedZones()).toMatchObject([
      { id: MARINA_ID, fee: 3500 },
      { id: ABU_DHABI_ID, fee: 9500 },
    ]);
    expect((await callJson("/api/delivery/zones")).body).toEqual([marinaZone, yasZone]);

    const { zones: _, ...withoutZones } = before;
    const kept = await putSettings({ ...withoutZones, sameDayCutoff: "14:00" });
    expect(kept.status).toBe(200);
    expect(kept.body.zones).toEqual([marinaZone, yasZone]);
  });

  test("invalid zones are refused with their issues and nothing changes", async () => {
    const before = await settingsNow();
    const count = changes();
    const answer = await putSettings({
      ...before,
      zones: [
        { ...marinaZone, name: { en: "", ar: null }, leadDays: 15 },
        { ...yasZone, areas: [{ en: "dubai marina", ar: null }], fee: -1 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.issues)).toEqual(
      expect.arrayContaining([
        "zones.0.name.en",
        "zones.0.leadDays",
        "zones.1.areas.0",
        "zones.1.fee",
      ]),
    );
    expect((await putSettings({ ...before, zones: [] })).status).toBe(400);
    expect(changes()).toBe(count);
    expect(await settingsNow()).toEqual(before);
  });

  test("staff are refused (403) and nothing changes", async () => {
    const staffToken = await (await aColleague(owner)).token();
    const count = changes();
    const answer = await putSettings({ ...(await settingsNow()), zones: [yasZone] }, staffToken);
    expect(answer.status).toBe(403);
    expect(changes()).toBe(count);
  });
});

describe("GET /api/delivery/availability?area=", () => {
  beforeAll(async () => {
    expect(
      (await putSettings({ ...(await settingsNow()), zones: [marinaZone, yasZone] })).status,
    ).toBe(200);
  });

  const available = (day: { slots: { available: boolean }[] }) =>
    day.slots.some((slot) => slot.available);

  test("a same-day zone can have today; a next-day zone starts tomorrow", async () => {
    process.env.SHOP_FAKE_NOW = MORNING;
    const range = "from=2027-02-10&to=2027-02-11";
    const marina = await callJson(`/api/delivery/availability?${range}&area=Dubai%20Marina`);
    expect(marina.status).toBe(200);
    expect(marina.body.map(available)).toEqual([true, true]);
    const yas = await callJson(`/api/delivery/availability?${range}&area=Yas%20Island`);
    expect(yas.status).toBe(200);
    expect(yas.body.map(available)).toEqual([false, true]);
    expect(yas.body[0].slots[0].reason).toBe("Too soon for delivery to this area");
    // Without an area: the shop's own rules, as before.
    const any = await callJson(`/api/delivery/availability?${range}`);
    expect(any.body.map(available)).toEqual([true, true]);
  });

  test("an area outside every zone is refused with 409", async () => {
    const answer = await callJson("/api/delivery/availability?area=Al%20Ain");
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      error: "We do not deliver to Al Ain yet.",
      issues: { area: ["We do not deliver to Al Ain yet."] },
    });
  });
});

describe("the bouquet page's 'Deliver to' (server HTML, no scripts)", () => {
  let itemId: string;
  beforeAll(async () => {
    expect(
      (await putSettings({ ...(await settingsNow()), zones: [marinaZone, yasZone] })).status,
    ).toBe(200);
    ({ _id: itemId } = (await createItem(token)) as { _id: string });
  });

  /** The item page's purchase options, as a region a reader finds by its name. */
  const purchaseBox = async (path: string) => {
    const shown = read(await (await call(path)).text());
    return shown.within(shown.byRole("region", /^(Purchase options|خيارات الطلب)$/));
  };
  /** The area the select labelled `label` offers under `value`: its words, group, choice. */
  const areaOffered = (
    box: Awaited<ReturnType<typeof purchaseBox>>,
    label: string,
    value: string,
  ) => optionsOf(box.byLabel(label)).find((option) => option.value === value);

  test("a next-day area offers no 'Today', in English and in Arabic", async () => {
    process.env.SHOP_FAKE_NOW = MORNING;
    const sameDay = await purchaseBox(`/collection/${itemId}?area=Dubai+Marina`);
    expect(sameDay.allByRole("link", "Today")).toHaveLength(1);
    expect(areaOffered(sameDay, "Deliver to", "Dubai Marina")).toMatchObject({
      text: "Dubai Marina",
      selected: true,
    });

    const english = await purchaseBox(`/collection/${itemId}?area=Yas+Island`);
    expect(areaOffered(english, "Deliver to", "Yas Island")).toMatchObject({
      text: "Yas Island",
      group: "Abu Dhabi",
      selected: true,
    });
    expect(english.allByRole("link", "Today")).toEqual([]);
    expect(english.allByRole("link", "Tomorrow")).toHaveLength(1);
    expect(english.text).toContain("No same-day delivery to Yas Island");

    const arabic = await purchaseBox(`/ar/collection/${itemId}?area=Yas+Island`);
    expect(areaOffered(arabic, "التوصيل إلى", "Yas Island")).toMatchObject({
      text: "جزيرة ياس",
      group: "أبوظبي",
    });
    expect(arabic.allByRole("link", "اليوم")).toEqual([]);
    expect(arabic.allByRole("link", "غدًا")).toHaveLength(1);
  });

  test("an unknown area is said so, and the page keeps the shop's own rules", async () => {
    const box = await purchaseBox(`/collection/${itemId}?area=Al+Ain`);
    expect(box.text).toContain("We do not deliver to Al Ain yet.");
  });
});

describe("the admin's Zones form without JavaScript", () => {
  test("edits, adds and removes zones in one post, kept in the settings' history", async () => {
    expect(
      (await putSettings({ ...(await settingsNow()), zones: [marinaZone, yasZone] })).status,
    ).toBe(200);
    const page = await (await owner.get("/admin/delivery")).text();
    expect(page).toContain('name="intent" value="save-zones"');
    // Each zone's Arabic name is a box written right to left, in Arabic.
    const arabicNames = read(page).allByRole("textbox", "الاسم بالعربية");
    expect(arabicNames.length).toBeGreaterThan(0);
    for (const box of arabicNames) expect([box.attrs.dir, box.attrs.lang]).toEqual(["rtl", "ar"]);
    const count = changes();
    const response = await owner.post("/admin/delivery", {
      intent: "save-zones",
      "zones[0].id": MARINA_ID,
      "zones[0].nameEn": "Dubai",
      "zones[0].nameAr": "دبي",
      "zones[0].emirate": "Dubai",
      "zones[0].areas": "Dubai Marina | دبي مارينا\nDIFC\nJLT | أبراج بحيرات جميرا",
      "zones[0].fee": "40",
      "zones[0].freeDeliveryFrom": "",
      "zones[0].sameDay": "on",
      "zones[0].leadDays": "0",
      "zones[1].id": ABU_DHABI_ID,
      "zones[1].nameEn": "Abu Dhabi",
      "zones[1].emirate": "Abu Dhabi",
      "zones[1].areas": "Yas Island",
      "zones[1].leadDays": "1",
      "zones[1].remove": "on",
      "zones[2].nameEn": "Sharjah",
      "zones[2].nameAr": "الشارقة",
      "zones[2].emirate": "Sharjah",
      "zones[2].areas": "Al Majaz | المجاز",
      "zones[2].fee": "60",
      "zones[2].leadDays": "2",
      "zones[3].nameEn": "",
      "zones[3].areas": "",
    });
    expect(response.status).toBe(302);
    const after = await call("/admin/delivery", {
      headers: { Cookie: sessionCookieFrom(response, owner.cookie) },
    });
    expect(await after.text()).toContain("Delivery zones saved.");
    expect(changes()).toBe(count + 1);
    expect((await callJson("/api/delivery/zones")).body).toEqual([
      {
        ...marinaZone,
        areas: [...marinaZone.areas, { en: "JLT", ar: "أبراج بحيرات جميرا" }],
        fee: 40,
        freeDeliveryFrom: null,
      },
      {
        _id: expect.stringMatching(HEX_ID),
        name: { en: "Sharjah", ar: "الشارقة" },
        emirate: "Sharjah",
        areas: [{ en: "Al Majaz", ar: "المجاز" }],
        fee: 60,
        freeDeliveryFrom: null,
        sameDay: false,
        leadDays: 2,
      },
    ]);
  });

  test("an area in two zones is refused on its box, nothing saved", async () => {
    const count = changes();
    const response = await owner.post("/admin/delivery", {
      intent: "save-zones",
      "zones[0].nameEn": "One",
      "zones[0].emirate": "Dubai",
      "zones[0].areas": "Deira",
      "zones[1].nameEn": "Two",
      "zones[1].emirate": "Dubai",
      "zones[1].areas": "deira",
      "zones[1].leadDays": "20",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("deira is already in a zone: an area belongs to one zone only.");
    expect(html).toContain("Lead days are a whole number from 0 to 14.");
    expect(changes()).toBe(count);
  });
});
