// 'Add a colleague': a username, a first password, a role and an optional email address, checked
// by one Conform + Zod schema in the browser and in the action. A plain HTML form, so it works
// without JavaScript.
import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { NEW_PASSWORD_MIN } from "~/admin-auth/password-change";
import { ROLE_LABELS, ROLES } from "~/admin-auth/roles";
import { NewColleagueForm, USERNAME_MAX, USERNAME_MIN } from "~/admin-auth/team-forms";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { PasswordField } from "~/components/admin/password-field";
import { FormField, InputField, describedBy, useZodForm } from "~/components/forms";

export function ColleagueForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useZodForm<typeof NewColleagueForm, NewColleagueForm>(NewColleagueForm, {
    id: "add-colleague",
    lastResult,
    defaultValue: { role: "staff" },
  });
  const roleProps = getSelectProps(fields.role);

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
      <PasswordField
        label="First password"
        field={fields.password}
        autoComplete="off"
        shown
        hint={`At least ${NEW_PASSWORD_MIN} characters. Give it to your colleague in person: at their first sign-in they choose their own.`}
      />
      <FormField
        label="Role"
        field={fields.role}
        hint="Owners run the team, the delivery settings and read the activity log; staff do the rest."
      >
        <select
          {...roleProps}
          aria-describedby={describedBy(fields.role, roleProps["aria-describedby"])}
          className="select"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormField>
      <InputField
        label="Email (optional)"
        field={fields.email}
        type="email"
        autoComplete="off"
        spellCheck={false}
        hint="Owners are told of every change to the team at their address."
      />
      <div className="team-form__actions">
        <button type="submit" className="button" disabled={adding}>
          {adding ? "Adding…" : "Add Colleague"}
        </button>
      </div>
    </Form>
  );
}
