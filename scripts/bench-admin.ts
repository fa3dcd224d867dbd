// `npm run bench:admin`: the admin with years of orders. A temporary shop is started
// once to migrate and seed its database, stopped, given 100,000 believable orders in one
// transaction of plain SQL, and started again; an admin signs in through the /admin form and the
// orders list and dashboard are timed on loopback: median and p95 of 20 sequential requests
// after 3 warm-ups, with the size of the HTML. Numbers go to docs/performance.md, never a test.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { DELIVERY_SLOTS } from "~/delivery/delivery-window";
import { vatIncluded, vatShares } from "~/money/money";
import { ORDER_NUMBER_START, orderNumberOf } from "~/orders/order-number";
import { ORDER_STATUSES, type OrderStatus } from "~/db/order-statuses";
import { ensureBuild, machineLine, startShop, temporaryFolder } from "./measure/temporary-shop";

const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 3951);
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 20);
const WARM_UPS = 3;
const ADMIN = { username: "bench", password: "bench-password" };
const SHOP_ENV = {
  SEED_DEMO: "1",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
};

const FIRST_NAMES = [
  "Fatima",
  "Aisha",
  "Mariam",
  "Noura",
  "Layla",
  "Hessa",
  "Sara",
  "Amira",
  "Reem",
  "Latifa",
  "Mohammed",
  "Ahmed",
  "Omar",
  "Khalid",
  "Saeed",
  "Rashid",
  "Yousef",
  "Hamdan",
  "Priya",
  "Anjali",
  "Rahul",
  "Sophie",
  "Emma",
  "Olivia",
  "James",
  "Daniel",
  "Elena",
  "Chloe",
  "Lucas",
  "Nadia",
];
const LAST_NAMES = [
  "Al Maktoum",
  "Al Nahyan",
  "Al Falasi",
  "Al Suwaidi",
  "Al Mansoori",
  "Al Hashimi",
  "Haddad",
  "Khoury",
  "Nair",
  "Sharma",
  "Menon",
  "Smith",
  "Johnson",
  "Dubois",
  "Rossi",
  "Petrova",
  "Karimi",
  "Rahman",
  "Saleh",
  "Farouk",
];
const AREAS = [
  "Jumeirah 1",
  "Jumeirah 3",
  "Umm Suqeim 2",
  "Al Barsha 1",
  "Dubai Marina",
  "Downtown Dubai",
  "Palm Jumeirah",
  "Arabian Ranches",
  "Emirates Hills",
  "Al Wasl",
  "Business Bay",
  "Mirdif",
];

ensureBuild();
const dir = temporaryFolder("shop-bench-admin-");
const first = await startShop(dir, PORT, SHOP_ENV);
await first.stop();

console.log(`\n${machineLine()}`);
const seeding = Date.now();
insertOrders(join(dir, "shop.db"), ORDERS);
console.log(
  `${ORDERS.toLocaleString("en")} orders inserted in ${Math.round((Date.now() - seeding) / 1000)} s`,
);

const shop = await startShop(dir, PORT, SHOP_ENV);
const cookie = await signIn(shop.base);

const hasPaging = (await page(shop.base, "/admin/orders", cookie)).html.includes("page=2");
const targets = [
  "/admin/orders",
  ...(hasPaging ? ["/admin/orders?page=2", "/admin/orders?page=1000"] : []),
  "/admin/orders?status=Delivered",
  "/admin/orders?sort=customer&dir=asc",
  "/admin/orders?q=MF-10500",
  "/admin/orders?q=Fatima",
  "/admin/dashboard",
];
console.log(
  `${RUNS} sequential requests each after ${WARM_UPS} warm-ups; wall time on loopback${hasPaging ? "" : "; the orders list has no paging"}\n`,
);
console.log("| page | median ms | p95 ms | HTML KB | status |\n|---|---:|---:|---:|---:|");
for (const path of targets) {
  for (let i = 0; i < WARM_UPS; i += 1) await page(shop.base, path, cookie);
  const times: number[] = [];
  let last = { html: "", status: 0, ms: 0 };
  for (let i = 0; i < RUNS; i += 1) {
    last = await page(shop.base, path, cookie);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const kb = Math.round(Buffer.byteLength(last.html) / 1024);
  console.log(
    `| ${path} | ${percentile(times, 50)} | ${percentile(times, 95)} | ${kb.toLocaleString("en")} | ${last.status} |`,
  );
}
await shop.stop();

async function page(base: string, path: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
  const html = await response.text();
  return { html, status: response.status, ms: performance.now() - started };
}

/** Nearest-rank percentile of sorted times, in whole milliseconds. */
function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

/** Signs in through the /admin form as a browser does: its session cookie and CSRF field. */
async function signIn(base: string): Promise<string> {
  const form = await fetch(`${base}/admin`);
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((set) => set.startsWith("__admin="))
      ?.split(";")[0];
  const csrf = (await form.text()).match(/name="csrf" value="([^"]+)"/)?.[1];
  if (!csrf) throw new Error("no CSRF field on /admin");
  const login = await fetch(`${base}/admin?index`, {
    method: "POST",
    headers: { Cookie: cookieOf(form) ?? "", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, ...ADMIN }),
    redirect: "manual",
  });
  const cookie = cookieOf(login);
  if (login.status !== 302 || !cookie) throw new Error(`admin sign-in failed: ${login.status}`);
  return cookie;
}

/** Orders over the last three years, from a fixed seed so every run has the same shop. */
function insertOrders(file: string, count: number) {
  const random = mulberry32(13);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sqlite = new Database(file);
  const products = sqlite
    .prepare(
      `SELECT items.id AS itemId, items.title, sizes.size_name AS sizeName, sizes.price,
              images.file_name AS imageUrl
         FROM sizes JOIN items ON items.id = sizes.item_id
         LEFT JOIN images ON images.id = items.main_image_id`,
    )
    .all() as {
    itemId: string;
    title: string;
    sizeName: string;
    price: number;
    imageUrl: string;
  }[];
  if (products.length === 0) throw new Error("the seeded shop has no bouquets with sizes");
  const start = (
    sqlite.prepare("SELECT max(sequence) AS max FROM orders").get() as {
      max: number | null;
    }
  ).max;
  const firstSequence = (start ?? ORDER_NUMBER_START - 1) + 1;

  const insertOrder = sqlite.prepare(
    `INSERT INTO orders (id, sequence, order_number, customer_name, email, phone, address, notes,
       delivery_date, delivery_time, status, total_amount, vat_amount, currency, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, 'AED', ?, ?)`,
  );
  const insertLine = sqlite.prepare(
    `INSERT INTO order_lines (id, order_id, position, item_id, title, size_name, unit_price, quantity,
       vat_amount, image_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertHistory = sqlite.prepare(
    `INSERT INTO order_status_history (id, order_id, from_status, to_status, changed_at, changed_by)
     VALUES (?, ?, NULL, ?, ?, ?)`,
  );
  const now = Date.now();
  const threeYears = 3 * 365 * 24 * 3600 * 1000;
  sqlite.transaction(() => {
    for (let n = 0; n < count; n += 1) {
      const id = randomBytes(12).toString("hex");
      const sequence = firstSequence + n;
      // Older orders first, as the sequence grows with time.
      const created = new Date(now - threeYears + (threeYears * (n + random())) / count);
      const delivery = new Date(created.getTime() + Math.floor(random() * 7) * 86_400_000);
      const deliveryDate = delivery.toISOString().slice(0, 10);
      const status = statusFor(delivery.getTime() < now, random);
      const firstName = pick(FIRST_NAMES);
      const lastName = pick(LAST_NAMES);
      const lines = Array.from({ length: random() < 0.7 ? 1 : 2 }, () => ({
        ...pick(products),
        quantity: random() < 0.85 ? 1 : 2,
      }));
      const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const at = created.toISOString();
      insertOrder.run(
        id,
        sequence,
        orderNumberOf(sequence),
        `${firstName} ${lastName}`,
        `${firstName}.${lastName}${n % 97}@example.com`.toLowerCase(),
        `+9715${pick(["0", "2", "5", "6", "8"])}${String(Math.floor(random() * 1e7)).padStart(7, "0")}`,
        `Villa ${1 + Math.floor(random() * 90)}, ${pick(AREAS)}, Dubai`,
        deliveryDate,
        pick(DELIVERY_SLOTS).value,
        status,
        total,
        vatIncluded(total),
        at,
        at,
      );
      const lineVats = vatShares(lines.map((line) => line.price * line.quantity));
      lines.forEach((line, position) =>
        insertLine.run(
          randomBytes(12).toString("hex"),
          id,
          position,
          line.itemId,
          line.title,
          line.sizeName,
          line.price,
          line.quantity,
          lineVats[position]!,
          line.imageUrl,
        ),
      );
      insertHistory.run(
        randomBytes(12).toString("hex"),
        id,
        status,
        at,
        status === "awaiting_payment" ? "customer" : ADMIN.username,
      );
    }
  })();
  sqlite.close();
}

/**
 * Past deliveries are mostly delivered, some cancelled, some never paid (abandoned checkouts);
 * coming ones are at every step before delivered.
 */
function statusFor(delivered: boolean, random: () => number): OrderStatus {
  if (delivered) {
    const roll = random();
    return roll < 0.85 ? "delivered" : roll < 0.93 ? "cancelled" : "awaiting_payment";
  }
  const upcoming = ORDER_STATUSES.filter((status) => status !== "delivered");
  return upcoming[Math.floor(random() * upcoming.length)]!;
}

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
