// The packing slip as it comes out of the printer: one sheet for one order, on A4 and on US
// Letter, the card included; the bouquet's Arabic title set apart after its English one.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { placeOrder } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

// Orders are placed on the orders shop, never on the storefront (decision 006).
test.use({ baseURL: ordersShopUrl });

/** A gift with everything a slip can carry: a structured address with its map, a long card. */
async function fullGift(request: APIRequestContext) {
  const { order, item } = await placeOrder<{
    _id: string;
    title: string;
    titleAr: string | null;
    sizes: { sizeName: string; price: number }[];
  }>(
    request,
    {
      customerName: "Huda Said",
      address: undefined,
      deliveryAddress: {
        emirate: "Dubai",
        area: "Jumeirah",
        building: "Villa 7",
        flat: "Ground floor",
        street: "Jumeirah Beach Road",
        landmark: "Opposite the mosque, the white gate with the olive tree",
        makani: "34567 89012",
        mapUrl: "https://maps.app.goo.gl/AbCdEf123456",
      },
      recipientName: "Salma Idris",
      recipientPhone: "+971 55 700 1122",
      surprise: true,
      cardMessage: "With all my love and every good wish for the year ahead. "
        .repeat(5)
        .slice(0, 250),
      notes: "Ring twice, then leave it with the concierge if nobody answers the door.",
    },
    (candidate) => Boolean(candidate.titleAr),
  );
  return { id: order._id, item };
}

/** The pages of a PDF, as poppler's pdfinfo counts them. */
function pageCount(pdf: Buffer): number {
  const file = join(mkdtempSync(join(tmpdir(), "slip-")), "slip.pdf");
  writeFileSync(file, pdf);
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
}

async function openSlip(page: Page, id: string) {
  await signIn(page);
  await page.goto(`/admin/orders/${id}/slip`);
  await expect(page.getByRole("heading", { level: 1, name: "Packing slip" })).toBeVisible();
  await expect(page.locator("#slip-card")).toBeVisible();
  await expect(page.locator("#slip-map-code")).toBeVisible();
}

test.describe("the printed packing slip", () => {
  for (const format of ["A4", "Letter"] as const) {
    test(`prints one order on one ${format} sheet, the card included`, async ({
      page,
      request,
    }) => {
      const { id } = await fullGift(request);
      await openSlip(page, id);
      expect(pageCount(await page.pdf({ format, printBackground: true }))).toBe(1);
    });
  }

  test("sets the Arabic title apart after the English one and its separator", async ({
    page,
    request,
  }) => {
    const { id, item } = await fullGift(request);
    await openSlip(page, id);
    const cell = page.locator(".packing-slip__lines tbody td").first();
    await expect(cell).toContainText(`${item.title} · ${item.titleAr}`);
    // The Arabic run holds the title only: the separator stays between the two names.
    await expect(cell.locator("[lang=ar]")).toHaveText(item.titleAr!);
    await expect(cell.locator("bdi[dir=rtl]")).toHaveCount(1);
  });
});
