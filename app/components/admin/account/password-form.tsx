// Change password (the account page): current, new and confirmed, checked by one Conform + Zod
// schema in the browser and in the action. A plain HTML form, so it works without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { NEW_PASSWORD_MIN, PasswordChangeForm } from "~/admin-auth/password-change";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { PasswordField } from "~/components/admin/password-field";
import { useZodForm } from "~/components/forms";

export const CHANGE_PASSWORD = "change-password";

export function PasswordForm({
  lastResult,
  csrf,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Outside the portal layout (the first password's page), the session's secret itself. */
  csrf?: string;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("intent") === CHANGE_PASSWORD;
  const [form, fields] = useZodForm(PasswordChangeForm, { id: "change-password", lastResult });

  return (
    <Form method="post" className="admin-form account-form" {...getFormProps(form)}>
      <CsrfField csrf={csrf} />
      <input type="hidden" name="intent" value={CHANGE_PASSWORD} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <PasswordField
        label="Current password"
        field={fields.currentPassword}
        autoComplete="current-password"
      />
      <PasswordField
        label="New password"
        field={fields.newPassword}
        autoComplete="new-password"
        hint={`At least ${NEW_PASSWORD_MIN} characters. A short sentence is easier to remember than a jumble of symbols.`}
      />
      <PasswordField
        label="Confirm new password"
        field={fields.confirmPassword}
        autoComplete="new-password"
      />
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Changing…" : "Change Password"}
        </button>
      </div>
    </Form>
  );
}
