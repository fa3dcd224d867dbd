// What adding a colleague takes, and the team page's words. Browser-safe, so the team page's form checks with the same rules
// the domain applies (addColleague in team.server.ts).
import { z } from "zod";
import { NewPassword } from "./password-change";
import { Role } from "./roles";

/** How many of the latest sign-ins the team page lists. */
export const RECENT_SIGN_INS = 20;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;

export const TEAM_MESSAGES = {
  usernameRequired: "Enter a username.",
  usernameLength: `Use ${USERNAME_MIN} to ${USERNAME_MAX} characters.`,
  usernameCharacters: "Use only letters, digits, dots, hyphens and underscores.",
  usernameTaken: "Someone on the team already has this username (upper or lower case alike).",
  cannotRemoveYourself:
    "You cannot remove yourself here: you would be signed out halfway through. Ask a colleague.",
  lastAdmin: "The last admin cannot be removed: nobody could sign in to the shop any more.",
  lastOwnerRemoved:
    "The last owner cannot be removed: nobody could run the team any more. Make someone else an owner first.",
  lastOwnerDemoted:
    "The last owner cannot become staff: nobody could run the team any more. Make someone else an owner first.",
  cannotChangeOwnRole: "You cannot change your own role here. Ask another owner.",
  emailInvalid: "Enter an email address like name@example.com.",
  gone: "This colleague is no longer on the team; they may have been removed already.",
} as const;

/** A username a colleague signs in with: short, and plain enough to type anywhere. */
export const Username = z
  .string({ error: TEAM_MESSAGES.usernameRequired })
  .trim()
  .min(1, TEAM_MESSAGES.usernameRequired)
  .min(USERNAME_MIN, TEAM_MESSAGES.usernameLength)
  .max(USERNAME_MAX, TEAM_MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9._-]+$/, TEAM_MESSAGES.usernameCharacters);

/** An email address, or nothing (an empty field clears it). */
export const OptionalEmail = z
  .string()
  .trim()
  .max(254, TEAM_MESSAGES.emailInvalid)
  .pipe(z.email({ error: TEAM_MESSAGES.emailInvalid }))
  .optional();

/** A colleague joins as staff unless an owner makes them an owner. */
export const NewColleagueForm = z.object({
  username: Username,
  password: NewPassword,
  role: Role.default("staff"),
  email: OptionalEmail,
});
export type NewColleagueForm = z.input<typeof NewColleagueForm>;

/** The team page's 'Role' form on a colleague's row. */
export const CHANGE_ROLE = "change-role";
export const RoleChangeForm = z.object({ colleague: z.string().min(1), role: Role });
export type RoleChangeForm = z.infer<typeof RoleChangeForm>;

/** The account page's own email address. */
export const SAVE_EMAIL = "save-email";
export const OwnEmailForm = z.object({ email: OptionalEmail });
