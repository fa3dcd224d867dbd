// The browser tests' servers (decision 006): the storefront shop on the real clock, which no test
// changes; two on a stopped clock (today, Dubai time) for the same-day rules, which otherwise
// depend on when the tests run; a seeded admin shop where tests add, edit and delete bouquets and
// categories and store what visitors and admins leave (messages, sign-ups, sign-ins); and a seeded
// orders shop where tests place, pay and move orders.
import { DateTime } from "luxon";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

const todayAt = (hour: number, minute: number) =>
  DateTime.now()
    .setZone("Asia/Dubai")
    .set({ hour, minute, second: 0, millisecond: 0 })
    .toISO({ suppressMilliseconds: true })!;

/** Stopped-clock shops (no demo catalogue: each test adds the bouquet it needs). */
export const FIXED_CLOCK = {
  /** 11:30: the morning slot (9am) has started, the afternoon (12pm) hasn't; same-day is open. */
  beforeCutoff: { port: PORT + 1, now: todayAt(11, 30) },
  /** 15:00: past the 14:00 same-day cut-off. */
  afterCutoff: { port: PORT + 2, now: todayAt(15, 0) },
} as const;

export const fixedClockUrl = (server: keyof typeof FIXED_CLOCK) =>
  `http://127.0.0.1:${FIXED_CLOCK[server].port}`;

/**
 * The seeded shop whose catalogue and settings the admin tests may change, and where tests send
 * messages, sign up for the newsletter and sign in.
 */
export const ADMIN_SHOP_PORT = PORT + 3;
export const adminShopUrl = `http://127.0.0.1:${ADMIN_SHOP_PORT}`;

/** The seeded shop where tests place, pay and move orders, and read the admin's figures. */
export const ORDERS_SHOP_PORT = PORT + 4;
export const ordersShopUrl = `http://127.0.0.1:${ORDERS_SHOP_PORT}`;
