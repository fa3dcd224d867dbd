// What changing an admin's password takes. Browser-safe, so the account form validates with the
// same rules the domain layer applies (changePassword in admins.server.ts).
import { z } from "zod";

export const NEW_PASSWORD_MIN = 12;
export const NEW_PASSWORD_MAX = 200;

export const PASSWORD_MESSAGES = {
  currentRequired: "Enter your current password.",
  currentWrong: "Current password is incorrect.",
  tooShort: `Use at least ${NEW_PASSWORD_MIN} characters.`,
  tooLong: `Use at most ${NEW_PASSWORD_MAX} characters.`,
  sameAsCurrent: "Choose a new password that differs from the current one.",
  confirmRequired: "Enter the new password again.",
  mismatch: "The two new passwords do not match.",
  changed: "Your password has been changed. Other sessions have been signed out.",
} as const;

/** A password an admin may choose: long enough to resist guessing, short enough to hash. */
export const NewPassword = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .min(NEW_PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(NEW_PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);

export const PasswordChangeForm = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(NEW_PASSWORD_MAX, PASSWORD_MESSAGES.currentWrong),
    newPassword: NewPassword,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }),
  })
  .superRefine(
    (value, context) => {
      if (value.newPassword === value.currentPassword) {
        context.addIssue({
          code: "custom",
          path: ["newPassword"],
          message: PASSWORD_MESSAGES.sameAsCurrent,
        });
      }
      if (
        typeof value.confirmPassword === "string" &&
        value.confirmPassword !== value.newPassword
      ) {
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: PASSWORD_MESSAGES.mismatch,
        });
      }
    },
    // Also while another field is still empty: a mismatch shows as soon as it is typed.
    {
      when: ({ value }) =>
        typeof value === "object" &&
        value !== null &&
        typeof (value as { newPassword?: unknown }).newPassword === "string",
    },
  );
export type PasswordChangeForm = z.infer<typeof PasswordChangeForm>;
