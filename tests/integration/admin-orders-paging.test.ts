// Years of orders in the admin: the list shows fifty at a time with 'Previous' and 'Next' links
// that keep the search, filters and sort, and a search box finds one order among them — all plain
// HTML, so it works without JavaScript.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { countRows, writeRows } from "../support/database";
import { page as read } from "../support/html";

const ORDERS = 120;
let admin: AdminBrowser;

/** Orders written straight into the database: MF-70001 upwards, one minute apart. */
function manyOrders() {
  for (let n = 0; n < ORDERS; n += 1) {
    const at = new Date(Date.UTC(2025, 0, 1, 8, n)).toISOString();
    writeRows(
      `insert into orders (id, sequence, order_number, customer_name, email, phone, address,
         delivery_date, delivery_time, status, total_amount, vat_amount, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, '2025-01-05', 'morning', ?, 95000, 4524, ?, ?)`,
      randomBytes(12).toString("hex"),
      70_001 + n,
      `MF-${70_001 + n}`,
      n === 42 ? "Mariam Khoury" : `Customer ${n}`,
      `customer${n}@example.com`,
      `+971 50 000 ${String(1000 + n)}`,
      "Villa 3, Al Wasl, Dubai",
      n % 2 ? "delivered" : "new_paid",
      at,
      at,
    );
  }
}

const rowsIn = (html: string) => [...html.matchAll(/id="order-([0-9a-f]{24})"/g)].length;
const linkTo = (html: string, name: string) =>
  new RegExp(`<a[^>]*href="([^"]+)"[^>]*>${name}</a>`).exec(html)?.[1]?.replaceAll("&amp;", "&");

beforeAll(async () => {
  // Signing in starts the shop, which creates its database.
  admin = await signInAsAdmin();
  manyOrders();
});

describe("the orders list, fifty at a time", () => {
  test("the first page shows the newest fifty and a way to the next", async () => {
    const html = await (await admin.get("/admin/orders")).text();
    expect(countRows("orders")).toBeGreaterThanOrEqual(ORDERS);
    expect(rowsIn(html)).toBe(50);
    expect(html).toContain("MF-70120");
    expect(html).not.toContain("MF-70070");
    expect(html).toMatch(/Page 1 of \d+/);
    expect(linkTo(html, "Previous")).toBeUndefined();
    expect(linkTo(html, "Next")).toBe("/admin/orders?page=2");
  });

  test("'Next' and 'Previous' walk through every order, none twice", async () => {
    const seen = new Set<string>();
    let path: string | undefined = "/admin/orders";
    let pages = 0;
    while (path) {
      const html = await (await admin.get(path)).text();
      for (const match of html.matchAll(/id="order-([0-9a-f]{24})"/g)) {
        expect(seen.has(match[1]!)).toBe(false);
        seen.add(match[1]!);
      }
      pages += 1;
      path = linkTo(html, "Next");
    }
    expect(seen.size).toBe(countRows("orders"));
    expect(pages).toBe(Math.ceil(countRows("orders") / 50));
    const last = await (await admin.get(`/admin/orders?page=${pages}`)).text();
    expect(linkTo(last, "Previous")).toBe(
      pages === 2 ? "/admin/orders" : `/admin/orders?page=${pages - 1}`,
    );
  });

  test("paging keeps the filter and the sort", async () => {
    // A status asked by its label (an older link) is kept by its code.
    const html = await (
      await admin.get("/admin/orders?status=Delivered&sort=orderNumber&dir=asc")
    ).text();
    expect(linkTo(html, "Next")).toBe(
      "/admin/orders?status=delivered&sort=orderNumber&dir=asc&page=2",
    );
    const second = await (await admin.get(linkTo(html, "Next")!)).text();
    expect(rowsIn(second)).toBe(countRows("orders", "status = 'delivered'") - 50);
  });

  test("a page past the end shows the last one", async () => {
    const html = await (await admin.get("/admin/orders?page=999")).text();
    expect(rowsIn(html)).toBeGreaterThan(0);
    expect(linkTo(html, "Next")).toBeUndefined();
  });
});

describe("searching the orders", () => {
  test("has a labelled search box in a GET form", async () => {
    const html = await (await admin.get("/admin/orders?status=Delivered")).text();
    const orders = read(html);
    const search = orders.byRole("search");
    expect(search.tag).toBe("form");
    expect(search.attrs.method).toBe("get");
    const form = orders.within(search);
    expect(form.byLabel("Search orders").attrs.name).toBeTruthy();
    // The filter rides along with the search.
    const status = form.all('input[name="status"]');
    expect(status.map((field) => [field.attrs.type, field.attrs.value])).toEqual([
      ["hidden", "delivered"],
    ]);
  });

  test("by order number, name or phone it finds the one order", async () => {
    for (const search of ["MF-70043", "70043", "mariam", "050 000 1042"]) {
      const html = await (await admin.get(`/admin/orders?q=${encodeURIComponent(search)}`)).text();
      expect(rowsIn(html), search).toBe(1);
      expect(html).toContain("Mariam Khoury");
      expect(html).toContain(`1 order matching “${search}”`);
    }
  });

  test("a search with no match says so", async () => {
    const html = await (await admin.get("/admin/orders?q=Zenobia")).text();
    expect(html).toContain("No orders found.");
    expect(html).toContain("0 orders matching “Zenobia”");
  });
});
