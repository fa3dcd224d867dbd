// An order of several gifts as its customer lives it: a private link per gift whose recipient
// gives the address (each page its own gift, each answer its own delivery, the order's old link
// still the first gift's), the confirmation listing every gift, and each gift's status email and
// way on the tracking page.
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { deliverableDate } from "../support/catalogue";
import { readRow } from "../support/database";
import { outboxMails } from "../support/outbox";
import { bouquetOnSale, onDemoPage, type Item } from "../support/paid-order";
import { page as read, textOf as elementText } from "../support/html";
import { adminToken, call, callJson, ORIGIN } from "../support/shop";

let token: string;
let item: Item;
const outbox = join(process.env.TEST_DIR!, "outbox");
const DAY = deliverableDate(4);
const LATER = deliverableDate(5);

beforeAll(async () => {
  token = await adminToken();
  item = await bouquetOnSale(token);
});

const asked = (recipientName: string, recipientPhone: string, fields = {}) => ({
  items: [{ itemId: item._id, price: item.sizes[0]!.price, size: item.sizes[0]!.sizeName }],
  deliveryDate: DAY,
  deliveryTime: "morning",
  addressFromRecipient: true,
  recipientName,
  recipientPhone,
  ...fields,
});

/** Two gifts whose recipients give the address (Noor in the morning, Omar the next afternoon), paid. */
async function twoAskedGifts(language: "en" | "ar" = "en") {
  const placed = await callJson("/api/orders", {
    method: "POST",
    body: {
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "050 123 4567",
      language,
      deliveries: [
        asked("Noor Saleh", "055 765 4321", {
          cardMessage: "From your secret friend",
          anonymous: true,
        }),
        asked("Omar Khalid", "050 111 2222", { deliveryDate: LATER, deliveryTime: "afternoon" }),
      ],
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.order as {
    _id: string;
    orderNumber: string;
    totalAmount: number;
    deliveries: { _id: string }[];
  };
  const initiated = await callJson("/api/payment/initiate", {
    method: "POST",
    body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
  });
  expect(initiated.status).toBe(200);
  const paid = await onDemoPage(new URL(initiated.body.paymentUrl).pathname.split("/").pop()!);
  const thankYou = paid.headers.get("location")!;
  return { ...order, thankYou };
}

/** The recipients' links on the thank-you page, as paths of this site, first gift first. */
async function recipientPaths(thankYou: string) {
  const html = await (await call(thankYou)).text();
  return [...html.matchAll(/<a href="([^"]+)"[^>]*data-recipient-link/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, "&"), ORIGIN).pathname,
  );
}

const ADDRESS = {
  emirate: "Dubai",
  area: "Dubai Marina",
  building: "Marina Gate 2",
  flat: "Flat 1204",
  street: "",
  landmark: "",
  makani: "",
  mapUrl: "",
};

/** What a reader reads of a page or an email's HTML: its text, without the markup. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

const mailsAbout = (orderNumber: string, to = "layla@example.com") =>
  outboxMails(outbox).filter((mail) => mail.subject.includes(orderNumber) && mail.to === to);

describe("a link per gift whose recipient gives the address", () => {
  test("two gifts, two links; each page shows its own gift only; the thank-you page lists both", async () => {
    const order = await twoAskedGifts();
    const paths = await recipientPaths(order.thankYou);
    expect(paths).toHaveLength(2);
    expect(paths[0]).not.toBe(paths[1]);
    // The first gift's link is the order's own, as links sent before several gifts were.
    expect(paths[0]).toMatch(new RegExp(`^/address/${order._id}[\\w-]{32}$`));
    expect(paths[1]).toMatch(new RegExp(`^/address/${order.deliveries[1]!._id}[\\w-]{32}$`));
    const thanks = textOf(await (await call(order.thankYou)).text());
    expect(thanks).toContain("Gift 1 of 2");
    expect(thanks).toContain("Gift 2 of 2");
    expect(thanks).toContain("Ask Omar Khalid for the address");
    expect(thanks.match(/Share on WhatsApp/g)).toHaveLength(2);

    const noor = await (await call(paths[0]!)).text();
    const omar = await (await call(paths[1]!)).text();
    expect(noor).toContain("Noor");
    expect(omar).toContain("Omar");
    for (const [page, other] of [
      [noor, "Omar"],
      [omar, "Noor"],
    ] as const) {
      expect(page).not.toContain(other);
      expect(page).not.toContain("Layla");
      expect(page).not.toContain("secret friend");
      expect(page).not.toContain(order.orderNumber);
      expect(textOf(page)).not.toMatch(/(?<![\w-])950(?:\.00)?(?![\w-])/);
    }
    expect(omar).toMatch(/afternoon/i);
  });

  test("saving one gift's address fills only that delivery; the order's link still opens the first", async () => {
    const order = await twoAskedGifts();
    const [first, second] = await recipientPaths(order.thankYou);
    const saved = await call(second!, {
      method: "POST",
      body: new URLSearchParams(ADDRESS),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    const json = (await callJson(`/api/orders/${order._id}`, { token })).body;
    expect(json.deliveries[1]).toMatchObject({
      addressPending: false,
      deliveryAddress: { area: "Dubai Marina", building: "Marina Gate 2" },
    });
    expect(json.deliveries[0]).toMatchObject({ addressPending: true, address: "" });
    expect(json).toMatchObject({ addressPending: true, address: "" });
    expect(readRow("select address_pending as p from orders where id = ?", order._id)).toEqual({
      p: 1,
    });
    // The second page now thanks; the first (the order's own link) still asks.
    expect(await (await call(second!)).text()).not.toContain('name="building"');
    expect(await (await call(first!)).text()).toContain('name="building"');
    // The customer hears of Omar's answer: 'Address received' with the area, never the building.
    await expect
      .poll(() => mailsAbout(order.orderNumber).filter((m) => /given the address/.test(m.subject)))
      .toHaveLength(1);
    const received = mailsAbout(order.orderNumber).find((m) =>
      /given the address/.test(m.subject),
    )!;
    expect(received.text).toContain("Omar Khalid");
    expect(received.text).toContain("Dubai Marina");
    expect(received.text).not.toContain("Marina Gate 2");
    // Only the first gift is still waiting on the thank-you page.
    expect(await recipientPaths(order.thankYou)).toEqual([first]);
  });
});

describe("the confirmation of several gifts", () => {
  test.each([
    ["en", ["Gift 1 of 2", "Gift 2 of 2", "For: Noor Saleh", "For: Omar Khalid"]],
    ["ar", ["الهدية 1 من 2", "الهدية 2 من 2", "Noor Saleh", "Omar Khalid"]],
  ] as const)(
    "lists every gift with its recipient, day and own link (%s)",
    async (language, words) => {
      const order = await twoAskedGifts(language);
      await expect.poll(() => mailsAbout(order.orderNumber)).toHaveLength(1);
      const mail = mailsAbout(order.orderNumber)[0]!;
      const paths = await recipientPaths(order.thankYou);
      for (const said of words) {
        expect(mail.text, said).toContain(said);
        expect(textOf(mail.html), said).toContain(said);
      }
      for (const path of paths) expect(mail.text).toContain(path);
      expect(mail.text.indexOf(paths[0]!)).toBeLessThan(mail.text.indexOf("Omar Khalid"));
    },
  );
});

describe("each gift's status", () => {
  test("a gift out for delivery emails once, naming it; tracking shows the two statuses", async () => {
    const order = await twoAskedGifts();
    const move = (status: string) =>
      callJson(`/api/orders/${order._id}/deliveries/${order.deliveries[1]!._id}/status`, {
        method: "PATCH",
        token,
        body: { status },
      });
    expect((await move("In preparation")).status).toBe(200);
    expect((await move("In delivery")).status).toBe(200);
    expect((await move("In delivery")).status).toBe(200);
    const onItsWay = () =>
      mailsAbout(order.orderNumber).filter((m) => /on their way/.test(m.subject));
    await expect.poll(onItsWay).toHaveLength(1);
    expect(onItsWay()[0]!.text).toContain("on its way to Omar Khalid");
    // Moving the whole order now tells of Noor's gift once, and not of Omar's again.
    const whole = await callJson(`/api/orders/${order._id}/status`, {
      method: "PATCH",
      token,
      body: { status: "In delivery" },
    });
    expect(whole.status).toBe(200);
    await expect.poll(onItsWay).toHaveLength(2);
    expect(onItsWay().filter((m) => m.text.includes("Omar Khalid"))).toHaveLength(1);
    expect(onItsWay().filter((m) => m.text.includes("Noor Saleh"))).toHaveLength(1);
  });

  test("the tracking page shows each gift with its own status", async () => {
    const order = await twoAskedGifts();
    const moved = await callJson(
      `/api/orders/${order._id}/deliveries/${order.deliveries[1]!._id}/status`,
      { method: "PATCH", token, body: { status: "In delivery" } },
    );
    expect(moved.status).toBe(200);
    const key = new URL(order.thankYou, ORIGIN).searchParams.get("key");
    const html = await (await call(`/track/${order._id}?key=${key}`)).text();
    expect(html).toContain("Gift 1 of 2");
    expect(html).toContain("Gift 2 of 2");
    const nows = [
      ...html.matchAll(/tracking-timeline__now[^>]*>.*?<\/span>\s*<span>([^<]+)<\/span>/g),
    ];
    expect(nows.map((match) => match[1])).toEqual(["Confirmed", "Out for delivery"]);
  });

  test("a gift's tracking gives the moment of each of its own moves", async () => {
    const order = await twoAskedGifts();
    for (const status of ["In preparation", "In delivery"]) {
      const moved = await callJson(
        `/api/orders/${order._id}/deliveries/${order.deliveries[1]!._id}/status`,
        { method: "PATCH", token, body: { status } },
      );
      expect(moved.status).toBe(200);
    }
    const key = new URL(order.thankYou, ORIGIN).searchParams.get("key");
    const tracking = read(await (await call(`/track/${order._id}?key=${key}`)).text());
    const stepsOf = (gift: string) =>
      tracking.within(tracking.byRole("region", gift)).allByRole("listitem");
    const moment = /\d{1,2} \w{3}, \d{2}:\d{2}/;
    const second = stepsOf("Gift 2 of 2");
    for (const step of ["Being prepared", "Out for delivery"]) {
      expect(elementText(second.find((item) => elementText(item).startsWith(step))!)).toMatch(
        moment,
      );
    }
    // The other gift has not moved: its next steps have no moment.
    const first = stepsOf("Gift 1 of 2");
    expect(
      elementText(first.find((item) => elementText(item).startsWith("Being prepared"))!),
    ).not.toMatch(moment);
  });
});
