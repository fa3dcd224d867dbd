// `npm run admin:reset -- USERNAME`: the way back into the admin when a password is lost. Sets a
// new one-time password for that admin (printed once; it must be changed at the next sign-in) and
// ends their sessions and API tokens; creates them as an owner when the shop has no owner at all.
// Written in the activity log (as "admin:reset") and emailed to the owners.
import { resetAdmin } from "~/admin-auth/team.server";
import { closeDatabase } from "~/db/client.server";
import { env } from "~/platform/env.server";
import { isShopError } from "~/platform/errors";
import { OpsFailure, runCommand } from "./ops/failure";

const HELP = `Usage: npm run admin:reset -- USERNAME

Gives the admin USERNAME a new one-time password, printed once, which they must change at their
next sign-in (the admin portal asks for their own password before anything else). Every session
and API token of theirs ends at once. The reset is written in the activity log and the owners
are told by email.

When nobody is called USERNAME: if the shop has no owner, USERNAME is created as an owner;
otherwise nothing changes (an owner adds colleagues on the team page).

Sign-in lockouts (too many failed attempts) are counted in the running shop's memory: they end
on their own within an hour, or when the shop restarts.

Environment (read like the shop reads it):
  DATABASE_PATH  ./data/shop.db`;

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return;
  }
  const [username, ...rest] = args;
  if (!username || rest.length > 0) throw new OpsFailure(`give one USERNAME.\n\n${HELP}`);
  try {
    const reset = await resetAdmin(username);
    console.log(
      [
        reset.created
          ? `Created ${reset.username} as an owner in ${env().databasePath}.`
          : `Reset the password of ${reset.username} in ${env().databasePath}; their sessions and API tokens have ended.`,
        `  username: ${reset.username}`,
        `  one-time password: ${reset.password}`,
        "It is shown only this once, and must be changed at the next sign-in.",
        "Sign-in lockouts are kept in the running shop's memory and cannot be cleared from here: they end on their own within an hour, or when the shop restarts.",
      ].join("\n"),
    );
  } catch (error) {
    if (isShopError(error)) throw new OpsFailure(error.message);
    throw error;
  } finally {
    closeDatabase();
  }
}

await runCommand("admin:reset", main);
