// 'Add a colleague': a username and a first password, checked by one Conform + Zod schema in the
// browser and in the action. A plain HTML form, so it works without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { NEW_PASSWORD_MIN } from "~/admin-auth/password-change";
import { NewColleagueForm, USERNAME_MAX, USERNAME_MIN } from "~/admin-auth/team-forms";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { InputField, useZodForm } from "~/components/forms";

export function ColleagueForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useZodForm(NewColleagueForm, { id: "add-colleague", lastResult });

  return (
    <Form method="post" className="admin-form team-form" {...getFormProps(form)}>
      <CsrfField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField
        label="Username"
        field={fields.username}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={`${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, dots, hyphens or underscores.`}
      />
      {/* Shown as text: the admin reads it out or writes it down for the colleague, once. */}
      <InputField
        label="First password"
        field={fields.password}
        autoComplete="off"
        spellCheck={false}
        hint={`At least ${NEW_PASSWORD_MIN} characters. Give it to your colleague in person: at their first sign-in they choose their own.`}
      />
      <div className="team-form__actions">
        <button type="submit" className="button" disabled={adding}>
          {adding ? "Adding…" : "Add Colleague"}
        </button>
      </div>
    </Form>
  );
}
