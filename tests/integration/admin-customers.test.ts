// The admin's customers: the list newest first with each one's orders counted, only paid orders
// summed less what was refunded of them and the last order dated; a search by part of the
// address in any case; pages by 'Next' and 'Previous' links that keep the search; a customer's
// page with their consent, address book and orders. Owners and staff may read them, nobody
// signed out may, and neither the pages nor the JSON ever carry a sign-in code's secret or a
// session's token hash.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { aColleague, signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { writeRows } from "../support/database";
import { page as read } from "../support/html";
import { call, callJson } from "../support/shop";

const TAG = randomBytes(3).toString("hex");
const DOMAIN = `cust-${TAG}.example`;
const CUSTOMERS = 60;
const SESSION_HASH = `sessionhash${TAG}deadbeef`;
const CODE_SECRET = `CODESECRET${TAG.toUpperCase()}`;
const CONSENT_WORDS = "Remind me of my occasions and tell me about new collections.";

const hex = () => randomBytes(12).toString("hex");
const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 8, minute)).toISOString();
const emailOf = (n: number) =>
  n === 0 ? `layla@${DOMAIN}` : `c${String(n).padStart(3, "0")}@${DOMAIN}`;

let owner: AdminBrowser;
let layla = "";
let sequence = 81_000 + Math.floor(Math.random() * 9000) * 10;

function anOrder(email: string, status: string, fils: number, placed: string) {
  sequence += 1;
  const id = hex();
  writeRows(
    `insert into orders (id, sequence, order_number, customer_name, email, phone, address,
       delivery_date, delivery_time, status, total_amount, vat_amount, created_at, updated_at)
     values (?, ?, ?, 'Layla Haddad', ?, '+971 50 000 1234', 'Villa 3, Al Wasl, Dubai',
       '2025-03-05', 'morning', ?, ?, 0, ?, ?)`,
    id,
    sequence,
    `MF-${sequence}`,
    email,
    status,
    fils,
    placed,
    placed,
  );
  return id;
}

/** A refund of `fils` on the order's payment, in `state` (only a refund made counts). */
function aRefund(orderId: string, paymentId: string, fils: number, state: string) {
  sequence += 1;
  writeRows(
    `insert into refunds (id, order_id, payment_id, sequence, credit_note_number, amount,
       vat_amount, state, refunded_by) values (?, ?, ?, ?, ?, ?, 0, ?, 'owner')`,
    hex(),
    orderId,
    paymentId,
    sequence,
    `CN-${sequence}`,
    fils,
    state,
  );
}

/** Sixty accounts a minute apart (c059 the newest), Layla the oldest with four orders. */
function customersWritten() {
  for (let n = 0; n < CUSTOMERS; n += 1) {
    const id = hex();
    if (n === 0) layla = id;
    writeRows(
      "insert into customers (id, email, language, last_signed_in_at, created_at) values (?, ?, ?, ?, ?)",
      id,
      emailOf(n),
      n === 0 ? "ar" : "en",
      n === 0 ? at(500) : null,
      at(n),
    );
  }
  // Typed another way at checkout: still hers. Only the paid two count as spent, less refunds.
  anOrder(`Layla@${DOMAIN.toUpperCase()}`, "new_paid", 95_000, at(100));
  const delivered = anOrder(`layla@${DOMAIN}`, "delivered", 50_050, at(200));
  // AED 100.50 of it given back (AED 50 more tried and failed): spent is what she kept paid.
  const payment = hex();
  writeRows(
    `insert into payments (id, order_id, provider, amount, state, idempotency_key)
     values (?, ?, 'demo', 50050, 'partially_refunded', ?)`,
    payment,
    delivered,
    hex(),
  );
  aRefund(delivered, payment, 10_050, "succeeded");
  aRefund(delivered, payment, 5_000, "failed");
  anOrder(`layla@${DOMAIN}`, "awaiting_payment", 30_000, at(300));
  anOrder(`layla@${DOMAIN}`, "cancelled", 20_000, at(400));
  writeRows(
    `insert into customer_consents (id, customer_id, purpose, words, page, given_at, withdrawn_at)
     values (?, ?, 'reminders-and-news', ?, '/ar/account', ?, ?)`,
    hex(),
    layla,
    CONSENT_WORDS,
    at(150),
    at(450),
  );
  const recipient = hex();
  writeRows(
    `insert into customer_recipients (id, customer_id, name, phone, address, created_at)
     values (?, ?, 'Mariam', '+971501234567', '{"emirate":"dubai","area":"Al Wasl"}', ?)`,
    recipient,
    layla,
    at(160),
  );
  for (const kind of ["birthday", "mothers-day"]) {
    writeRows(
      `insert into recipient_occasions (id, recipient_id, kind, month_day, created_at)
       values (?, ?, ?, ?, ?)`,
      hex(),
      recipient,
      kind,
      kind === "birthday" ? "04-12" : null,
      at(161),
    );
  }
  writeRows(
    "insert into customer_sessions (id, customer_id, token_hash, expires_at) values (?, ?, ?, ?)",
    hex(),
    layla,
    SESSION_HASH,
    "2099-01-01T00:00:00.000Z",
  );
  writeRows(
    `insert into customer_codes (id, email, secret, algorithm, digits, period, char_set, expires_at)
     values (?, ?, ?, 'SHA-256', 6, 600, '0123456789', ?)`,
    hex(),
    `layla@${DOMAIN}`,
    CODE_SECRET,
    "2099-01-01T00:00:00.000Z",
  );
}

const rowsOf = (html: string) =>
  [...html.matchAll(/<tr id="customer-([0-9a-f]{24})">([\s\S]*?)<\/tr>/g)].map((m) => ({
    id: m[1]!,
    cells: [...m[2]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) =>
      c[1]!.replace(/<[^>]+>/g, "").trim(),
    ),
  }));
const linkTo = (html: string, name: string) =>
  new RegExp(`<a[^>]*href="([^"]+)"[^>]*>${name}</a>`).exec(html)?.[1]?.replaceAll("&amp;", "&");
const htmlOf = async (browser: AdminBrowser, path: string) => {
  const answer = await browser.get(path);
  expect(answer.status).toBe(200);
  return answer.text();
};
const hasNoSecrets = (text: string) => {
  expect(text).not.toContain(SESSION_HASH);
  expect(text).not.toContain(CODE_SECRET);
  expect(text).not.toMatch(/token_?hash|tokenHash/i);
};

beforeAll(async () => {
  owner = await signInAsAdmin();
  customersWritten();
});

describe("the customers list", () => {
  test("newest first, fifty a page, with orders, paid total and last order", async () => {
    const html = await htmlOf(owner, `/admin/customers?q=${DOMAIN}`);
    expect(read(html).text).toContain(`${CUSTOMERS} customers`);
    const rows = rowsOf(html);
    expect(rows).toHaveLength(50);
    expect(rows[0]!.cells[0]).toBe(emailOf(59));
    expect(rows[49]!.cells[0]).toBe(emailOf(10));
    expect(rows[0]!.cells.slice(1, 4)).toEqual(["0", "AED 0", "—"]);
    expect(linkTo(html, "Previous")).toBeUndefined();
    expect(html).toContain('href="/admin/customers"');
  });

  test("'Next' and 'Previous' walk the pages, keeping the search, none twice", async () => {
    const first = await htmlOf(owner, `/admin/customers?q=${DOMAIN}`);
    const next = linkTo(first, "Next")!;
    expect(next).toMatch(new RegExp(`^/admin/customers\\?q=${DOMAIN.replace(".", "\\.")}&cursor=`));
    const second = await htmlOf(owner, next);
    const rows = rowsOf(second);
    expect(rows.map((row) => row.cells[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => emailOf(9 - i)),
    );
    expect(linkTo(second, "Next")).toBeUndefined();
    // Layla: four orders (one typed in capitals), only the paid two summed less the AED 100.50
    // refunded, the last one dated.
    const hers = rows.find((row) => row.id === layla)!;
    expect(hers.cells.slice(1, 3)).toEqual(["4", "AED 1,350"]);
    expect(hers.cells[3]).toBe("1 Mar 2025, 18:40");
    const back = await htmlOf(owner, linkTo(second, "Previous")!);
    expect(rowsOf(back).map((row) => row.id)).toEqual(rowsOf(first).map((row) => row.id));
    expect(linkTo(back, "Previous")).toBeUndefined();
  });

  test("a search finds part of an address in any case; none found says so", async () => {
    const found = rowsOf(await htmlOf(owner, `/admin/customers?q=LAYLA@${DOMAIN.toUpperCase()}`));
    expect(found.map((row) => row.id)).toEqual([layla]);
    const prefix = rowsOf(await htmlOf(owner, `/admin/customers?q=c05`));
    expect(prefix.map((row) => row.cells[0]).filter((e) => e!.endsWith(DOMAIN))).toHaveLength(10);
    const none = await htmlOf(owner, `/admin/customers?q=nobody-${TAG}`);
    expect(rowsOf(none)).toHaveLength(0);
    expect(read(none).text).toContain(`No customer's address contains 'nobody-${TAG}'.`);
  });
});

describe("a customer's page", () => {
  test("the account, the consent, the address book and the orders with links", async () => {
    const html = await htmlOf(owner, `/admin/customers/${layla}`);
    const text = read(html).text;
    for (const fact of [
      `layla@${DOMAIN}`,
      "Arabic",
      "1 Mar 2025, 12:00", // signed up, Dubai time
      "1 Mar 2025, 20:20", // last sign-in
      CONSENT_WORDS,
      "Given 1 Mar 2025, 14:30 on /ar/account, withdrawn 1 Mar 2025, 19:30",
      "Orders (4)",
      "AED 950",
      "AED 500.50",
      "Cancelled",
      "Awaiting payment",
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/Recipients\s*1\s*Occasions\s*2/);
    expect(html).toMatch(
      /href="\/admin\/orders\?q=MF-\d+&amp;open=[0-9a-f]{24}#order-[0-9a-f]{24}"/,
    );
    hasNoSecrets(html);
  });

  test("an unknown customer is not found", async () => {
    expect((await owner.get(`/admin/customers/${hex()}`)).status).toBe(404);
  });
});

describe("who may read them", () => {
  test("staff read the list, a customer's page and the JSON; never a code or a session", async () => {
    const colleague = await aColleague(owner);
    const staff = await colleague.signIn();
    const shell = await htmlOf(staff, `/admin/customers?q=layla@${DOMAIN}`);
    expect(shell).toContain('href="/admin/customers"');
    expect(rowsOf(shell)).toHaveLength(1);
    hasNoSecrets(shell);
    hasNoSecrets(await htmlOf(staff, `/admin/customers/${layla}`));
    const token = await colleague.token();
    const answer = await callJson(`/api/admin/customers?search=${DOMAIN}`, { token });
    expect(answer.status).toBe(200);
    const body = answer.body as {
      customers: { _id: string; email: string; orders: number; totalSpent: string }[];
      total: number;
      nextCursor: string | null;
    };
    expect(body.total).toBe(CUSTOMERS);
    expect(body.customers).toHaveLength(50);
    const rest = await callJson(
      `/api/admin/customers?search=${DOMAIN}&cursor=${encodeURIComponent(body.nextCursor!)}`,
      { token },
    );
    const all = [...body.customers, ...(rest.body as typeof body).customers];
    expect(new Set(all.map((c) => c._id)).size).toBe(CUSTOMERS);
    expect(all.find((c) => c._id === layla)).toMatchObject({ orders: 4, totalSpent: "1350.00" });
    expect((rest.body as typeof body).nextCursor).toBeNull();
    hasNoSecrets(JSON.stringify(body) + JSON.stringify(rest.body));
  });

  test("nobody signed out: the pages lead to sign-in, the JSON is refused", async () => {
    for (const path of ["/admin/customers", `/admin/customers/${layla}`]) {
      const answer = await call(path, { redirect: "manual" });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/admin/);
      expect(await answer.text()).not.toContain(DOMAIN);
    }
    expect((await call("/api/admin/customers")).status).toBe(401);
  });
});
