// The admin's own email address (the account page): where the shop writes to them; owners hear of
// every change to the team there. Empty clears it. A plain HTML form, so it works without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { OwnEmailForm, SAVE_EMAIL } from "~/admin-auth/team-forms";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { InputField, useZodForm } from "~/components/forms";

export function EmailForm({
  email,
  lastResult,
}: {
  email: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("intent") === SAVE_EMAIL;
  const [form, fields] = useZodForm(OwnEmailForm, {
    id: "own-email",
    lastResult,
    defaultValue: { email: email ?? "" },
  });

  return (
    <Form method="post" className="admin-form account-form" {...getFormProps(form)}>
      <CsrfField />
      <input type="hidden" name="intent" value={SAVE_EMAIL} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField
        label="Email address"
        field={fields.email}
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint="Owners are told here of every change to the team. Leave it empty to use the shop's address."
      />
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save Email"}
        </button>
      </div>
    </Form>
  );
}
