// What happens once when the server starts: migrations, the first admin, the demo catalogue.
import { ensureFirstAdmin } from "~/auth/admins.server";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { seedDemoCatalogueIfEmpty } from "~/demo/seed.server";
import { log } from "./log.server";

let booted: Promise<void> | undefined;

export function startShop(): Promise<void> {
  booted ??= (async () => {
    db();
    ensureFirstAdmin();
    if (env().sessionSecretGenerated && env().NODE_ENV === "production") {
      log.warn("SESSION_SECRET is not set: using a generated secret kept beside the database");
    }
    if (env().SEED_DEMO === "1") await seedDemoCatalogueIfEmpty();
  })();
  return booted;
}
