// The customer's account in the browser, with JavaScript and without, in English and Arabic:
// the header's Account link, 'Email me a code', the code read from the email the shop wrote, My
// orders with the gift placed before, and signing out. The signed-in page and the code form are
// kept as screenshots at both sizes (/tmp/account-shots/) to look at.
import { expect, test, type Page } from "@playwright/test";
import { codeSentTo } from "./support/customer-sign-in";
import { placeGiftOrder } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

const WORDS = {
  en: {
    home: "/",
    account: "Account",
    email: "Email address",
    send: "Email me a code",
    code: "Your 6-digit code",
    signIn: "Sign in",
    myOrders: "My orders",
    signOut: "Sign out",
    signedOut: "You are signed out.",
  },
  ar: {
    home: "/ar",
    account: "حسابي",
    email: "البريد الإلكتروني",
    send: "أرسلوا لي رمزًا",
    code: "الرمز المكوّن من 6 أرقام",
    signIn: "تسجيل الدخول",
    myOrders: "طلباتي",
    signOut: "تسجيل الخروج",
    signedOut: "تم تسجيل خروجك.",
  },
} as const;

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

async function keepShots(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/account-shots/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewport);
}

for (const scripts of [true, false]) {
  test.describe(scripts ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: scripts });

    for (const language of ["en", "ar"] as const) {
      test(`sign in with the emailed code, see My orders and sign out (${language})`, async ({
        page,
        request,
      }, testInfo) => {
        const words = WORDS[language];
        const email = `account-${language}-${scripts ? "js" : "nojs"}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
        const { order } = await placeGiftOrder(request, {
          customerName: "Layla Account",
          email,
          language,
        });
        await page.goto(words.home);
        await page.getByRole("banner").getByRole("link", { name: words.account }).click();
        await expect(page).toHaveURL(new RegExp(`${language === "ar" ? "/ar" : ""}/account$`));
        const main = page.getByRole("main");
        await main.getByLabel(words.email).fill(email);
        await main.getByRole("button", { name: words.send }).click();
        await expect(main.getByLabel(words.code)).toBeVisible();
        const shots = !scripts && testInfo.project.name === "desktop";
        if (shots) await keepShots(page, `code-form-${language}`);

        await main.getByLabel(words.code).fill(await codeSentTo(email));
        await main.getByRole("button", { name: words.signIn }).click();
        await expect(main.getByRole("heading", { level: 1, name: words.myOrders })).toBeVisible();
        await expect(main.getByText(order.orderNumber)).toBeVisible();
        await expect(main.getByText("Noor Saleh")).toBeVisible();
        if (shots) await keepShots(page, `signed-in-${language}`);

        await main.getByRole("button", { name: words.signOut, exact: true }).click();
        await expect(main.getByRole("status")).toHaveText(words.signedOut);
        await page.reload();
        await expect(main.getByLabel(words.email)).toBeVisible();
      });
    }
  });
}
