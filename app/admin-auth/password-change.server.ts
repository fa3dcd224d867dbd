// The password form posted (the account page, Choose your own password): one reading of it, one
// change, the same replies; passwords never travel back to the page.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { isShopError, refusalInit } from "~/platform/errors";
import { changePassword } from "./admins.server";
import { PasswordChangeForm } from "./password-change";
import type { AdminRequest } from "./session.server";

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

/**
 * Changes the signed-in admin's password from their posted form: null once it is changed (the
 * page then goes on with its message), otherwise the form's reply, with 400 for a form that does
 * not check and the refusal's status (and Retry-After) for a wrong current password (429 after
 * five wrong ones in this session within 15 minutes).
 */
export async function changePasswordFromForm({
  admin,
  signedIn,
  form,
}: Pick<AdminRequest, "admin" | "signedIn"> & { form: FormData }) {
  const submission = parseWithZod(form, { schema: PasswordChangeForm });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  }
  try {
    await changePassword(
      admin,
      { current: submission.value.currentPassword, next: submission.value.newPassword },
      { keepToken: signedIn.token },
    );
  } catch (error) {
    if (!isShopError(error)) throw error;
    return data(
      submission.reply({
        fieldErrors: error.issues,
        formErrors: error.issues ? undefined : [error.message],
        hideFields: PASSWORD_FIELDS,
      }),
      refusalInit(error),
    );
  }
  return null;
}
