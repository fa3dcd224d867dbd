// An order of two gifts on the admin's order page without JavaScript: each gift's own status form
// moves that gift alone. Then (with JavaScript) the pictures the staff read: the opened order, the
// tax invoice and the packing slips as printed, kept in /tmp/staff-shots for a person to look at.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { dubaiDate, payOnDemoPage, type PlacedOrder } from "./support/orders";
import { firstSizeLine } from "../support/order-line";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

const tag = () => Math.random().toString(36).slice(2, 8);

/** Two gifts, Noor's (Dubai, free) and Omar's (Sharjah, his address to come), paid by `page`. */
async function paidTwoGifts(page: Page, request: APIRequestContext) {
  const items = (await (await request.get("/api/collection")).json()) as Parameters<
    typeof firstSizeLine
  >[0][];
  const line = firstSizeLine(items.find((item) => item.sizes.length > 0)!);
  const response = await request.post("/api/orders", {
    data: {
      customerName: `Layla Haddad ${tag()}`,
      email: `gifts-${tag()}@example.com`,
      phone: "050 123 4567",
      deliveries: [
        {
          items: [line],
          deliveryDate: dubaiDate(3),
          deliveryTime: "evening",
          address: "Villa 7, Al Wasl, Dubai",
          recipientName: "Noor Saleh",
          recipientPhone: "055 765 4321",
          cardMessage: "Eid Mubarak, habibti",
        },
        {
          items: [line],
          deliveryDate: dubaiDate(4),
          deliveryTime: "morning",
          addressFromRecipient: true,
          deliveryArea: "Al Majaz",
          recipientName: "Omar Nasser",
          recipientPhone: "050 111 2222",
          cardMessage: "عيد مبارك",
          anonymous: true,
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { order: PlacedOrder & { deliveries: unknown[] } })
    .order;
  await payOnDemoPage(page, request, order);
  const key = new URL(page.url()).searchParams.get("key")!;
  return { order, key };
}

test.describe("a gift's status without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the gift's own form moves that gift alone", async ({ page, request }) => {
    const { order } = await paidTwoGifts(page, request);
    await signIn(page);
    await page.goto(`/admin/orders?open=${order._id}`);
    const second = page.getByRole("region", { name: "Gift 2 of 2" });
    await second.getByLabel("Status of gift 2").selectOption("In preparation");
    await second.getByRole("button", { name: "Update status" }).click();

    await expect(page).toHaveURL(new RegExp(`open=${order._id}#order-${order._id}$`));
    await expect(
      page.getByText(`${order.orderNumber} gift 2 is now In preparation.`),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Gift 2 of 2" }).getByText("In preparation").first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Gift 1 of 2" }).getByText("New paid order").first(),
    ).toBeVisible();
  });
});

test("pictures of a two-gift order: the opened order, the invoice and the slips", async ({
  page,
  request,
}) => {
  test.skip(!process.env.STAFF_SHOTS, "pictures only when asked for (STAFF_SHOTS=1)");
  const dir = "/tmp/staff-shots";
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const { order, key } = await paidTwoGifts(page, request);
  await page.goto(`/invoice/${order._id}?key=${key}`);
  await page.screenshot({ path: `${dir}/invoice.png`, fullPage: true });
  await signIn(page);
  await page.goto(`/admin/orders?open=${order._id}`);
  await page.getByRole("region", { name: "Gift 2 of 2" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/admin-order.png`, fullPage: true });
  await page.goto(`/admin/orders/${order._id}/slip`);
  writeFileSync(`${dir}/slip.pdf`, await page.pdf({ format: "A4" }));
  execFileSync("pdftoppm", ["-png", "-r", "60", `${dir}/slip.pdf`, `${dir}/slip`]);
});
