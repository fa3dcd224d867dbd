// The browser tests' fixtures: what a test asks for by name instead of setting it up itself.
// `owner` and `staff` are admins of the test's own on the shop of its baseURL, removed after it
// (a changed password or an ended session reaches no other test); `signedIn` is the test's page
// signed in as its owner, by cookie (the sign-in tests alone use the form); `paidOrder` is an order
// placed through the API and paid on the demo provider's page; `bouquet` is one with sizes.
import { test as base } from "@playwright/test";
import { createAdmin, signIn, type OwnAdmin } from "./admin";
import { bouquetWithSizes } from "./checkout";
import { placePaidOrder, type PlacedOrder } from "./orders";

interface Fixtures {
  owner: OwnAdmin;
  staff: OwnAdmin;
  /** The page, signed in as `owner` and on the dashboard. */
  signedIn: OwnAdmin;
  paidOrder: PlacedOrder;
  bouquet: Awaited<ReturnType<typeof bouquetWithSizes>>;
}

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port);

export const test = base.extend<Fixtures>({
  owner: async ({ baseURL }, provide, testInfo) => {
    const admin = createAdmin(portOf(baseURL), `owner-${testInfo.project.name}`, "owner");
    await provide(admin);
    admin.remove();
  },
  staff: async ({ baseURL }, provide, testInfo) => {
    const admin = createAdmin(portOf(baseURL), `staff-${testInfo.project.name}`, "staff");
    await provide(admin);
    admin.remove();
  },
  signedIn: async ({ page, owner }, provide) => {
    await signIn(page, owner);
    await provide(owner);
  },
  paidOrder: async ({ page, request }, provide) => {
    await provide(await placePaidOrder(page, request));
  },
  bouquet: async ({ request }, provide) => {
    await provide(await bouquetWithSizes(request));
  },
});

export { expect } from "@playwright/test";
