// `npm run db:seed`: load the demo catalogue (seed/) into an empty shop.
import { ensureFirstAdmin } from "~/admin-auth/admins.server";
import { env } from "~/platform/env.server";
import { seedDemoCatalogueIfEmpty } from "../seed/demo-shop";

ensureFirstAdmin();
const seeded = await seedDemoCatalogueIfEmpty();
console.log(
  seeded
    ? `Demo catalogue seeded into ${env().databasePath}`
    : `${env().databasePath} already has bouquets, or an owner removed its demo catalogue: nothing seeded. Point DATABASE_PATH at a new file to seed afresh.`,
);
