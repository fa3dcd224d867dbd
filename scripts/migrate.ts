// `npm run db:migrate`: apply the migrations in drizzle/ to DATABASE_PATH (the server also does
// this on start).
import { env } from "~/platform/env.server";
import { db } from "~/db/client.server";

db();
console.log(`Migrations applied to ${env().databasePath}`);
