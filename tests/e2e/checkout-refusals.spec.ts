// When the shop cannot take the order, 'Proceed to Payment' says why beside the button, in the
// page's language, with JavaScript on and off: a customer over the unpaid-orders limit (429), and
// a payment provider that cannot be reached (502). Each needs a setting the shared shops must not
// have, so this spec starts two shops of its own (once, on desktop only: what is said does not
// depend on the screen).
import { expect, test, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import enAddress from "../../app/i18n/messages/en/address";
import enCheckout from "../../app/i18n/messages/en/checkout";
import arAddress from "../../app/i18n/messages/ar/address";
import arCheckout from "../../app/i18n/messages/ar/checkout";
import { uniqueEmail } from "./support/checkout";
import { freePort, startOwnShop, type OwnShop } from "./support/own-shop";

// The file's tests share its shops: one worker runs them in order.
test.describe.configure({ mode: "default" });

const UNPAID_ORDER_LIMIT = 1;
const LANGUAGES = {
  en: { prefix: "", words: { ...enCheckout, ...enAddress } },
  ar: { prefix: "/ar", words: { ...arCheckout, ...arAddress } },
} as const;
type Language = keyof typeof LANGUAGES;

interface ApiItem {
  _id: string;
  title: string;
  sizes: { sizeName: string; price: number }[];
}

const tomorrow = () => DateTime.now().setZone("Asia/Dubai").plus({ days: 1 }).toISODate()!;

async function bouquetOf(shop: OwnShop) {
  const items = (await (await fetch(`${shop.url}/api/collection`)).json()) as ApiItem[];
  const item = items.find((candidate) => candidate.sizes.length >= 2)!;
  return { item, size: item.sizes[1]! };
}

/** The checkout form filled in (size, tomorrow evening already chosen), then 'Proceed to Payment'. */
async function proceedToPayment(page: Page, shop: OwnShop, language: Language) {
  const { prefix, words } = LANGUAGES[language];
  const { item, size } = await bouquetOf(shop);
  const choices = `size=${encodeURIComponent(size.sizeName)}&date=${tomorrow()}&time=evening`;
  await page.goto(`${shop.url}${prefix}/collection/${item._id}?${choices}&step=details`);
  const form = page.getByRole("region", { name: words["checkout.title"] });
  await form.getByLabel(words["checkout.name"]).fill("Layla Haddad");
  await form.getByLabel(words["checkout.email"]).fill(uniqueEmail("refused"));
  await form.getByLabel(words["checkout.phone"]).fill("050 123 4567");
  await form.getByLabel(words["address.emirate"], { exact: true }).selectOption("Dubai");
  await form.getByLabel(words["address.area"], { exact: true }).selectOption("Jumeirah");
  await form.getByLabel(words["address.building"]).fill("Villa 12");
  await form.getByRole("button", { name: words["checkout.proceed"] }).click();
  return form;
}

/** The refusal is said in an alert region right above the button, on screen. */
async function expectSaidBesideTheButton(page: Page, language: Language, message: string) {
  const { words } = LANGUAGES[language];
  const form = page.getByRole("region", { name: words["checkout.title"] });
  const alert = form.getByRole("alert");
  await expect(alert).toHaveText(message);
  await expect(alert).toBeInViewport();
  const button = form.getByRole("button", { name: words["checkout.proceed"] });
  await expect(button).toBeEnabled();
  const [said, pressed] = await Promise.all([alert.boundingBox(), button.boundingBox()]);
  expect(pressed!.y - (said!.y + said!.height)).toBeLessThan(100);
  expect(pressed!.y).toBeGreaterThan(said!.y);
}

test.describe("refused at checkout", { tag: "@desktop" }, () => {
  let limited: OwnShop;
  let unreachable: OwnShop;

  test.beforeAll(async () => {
    // Stripe's address is a port nothing listens on: every call to it is refused.
    const closedPort = await freePort();
    [limited, unreachable] = await Promise.all([
      startOwnShop({ UNPAID_ORDER_LIMIT: String(UNPAID_ORDER_LIMIT) }),
      startOwnShop({
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_unreachable",
        STRIPE_WEBHOOK_SECRET: "whsec_unreachable",
        STRIPE_API_URL: `http://127.0.0.1:${closedPort}`,
      }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([limited?.stop(), unreachable?.stop()]);
  });

  /** This machine's address (127.0.0.1, as the browser's) holds its unpaid orders in full. */
  async function holdUnpaidLimit() {
    const { item, size } = await bouquetOf(limited);
    const order = {
      customerName: "Layla Haddad",
      email: uniqueEmail("unpaid"),
      phone: "050 123 4567",
      address: "Villa 12, Jumeirah 1, Dubai",
      items: [{ itemId: item._id, title: item.title, price: size.price, size: size.sizeName }],
      totalAmount: size.price,
      deliveryDate: tomorrow(),
      deliveryTime: "evening",
    };
    const statuses: number[] = [];
    // An earlier test may have filled it already: orders until the shop refuses one.
    while (statuses.length <= UNPAID_ORDER_LIMIT && statuses.at(-1) !== 429) {
      const response = await fetch(`${limited.url}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(order),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  }

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      for (const language of ["en", "ar"] as const) {
        const { words } = LANGUAGES[language];

        test(`${language}: over the unpaid-orders limit (429)`, async ({ page }) => {
          await holdUnpaidLimit();
          await proceedToPayment(page, limited, language);
          await expectSaidBesideTheButton(page, language, words["checkout.error.unpaidWaiting"]);
        });

        test(`${language}: the payment provider unreachable (502)`, async ({ page }) => {
          await proceedToPayment(page, unreachable, language);
          await expectSaidBesideTheButton(page, language, words["checkout.error.paymentFailed"]);
        });
      }
    });
  }
});
