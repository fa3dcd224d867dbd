// `npm run db:seed`: paint and load the demo catalogue into an empty shop.
import { ensureFirstAdmin } from "~/auth/admins.server";
import { env } from "~/config/env.server";
import { seedDemoCatalogueIfEmpty } from "~/demo/seed.server";

ensureFirstAdmin();
const seeded = await seedDemoCatalogueIfEmpty();
console.log(
  seeded
    ? `Demo catalogue seeded into ${env().databasePath}`
    : `${env().databasePath} already has bouquets: nothing seeded. Point DATABASE_PATH at a new file to seed afresh.`,
);
