// 'Add a colleague': a username and a first password, checked by one Conform + Zod schema in the
// browser and in the action. A plain HTML form, so it works without JavaScript.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { NEW_PASSWORD_MIN } from "~/admin-auth/password-change";
import { NewColleagueForm, USERNAME_MAX, USERNAME_MIN } from "~/admin-auth/team-forms";
import { FormErrors } from "~/components/admin/admin-page";
import { CsrfField } from "~/components/admin/csrf-field";
import { FormField } from "~/components/forms";

export function ColleagueForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "add-colleague",
    lastResult,
    constraint: getZodConstraint(NewColleagueForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewColleagueForm }),
  });
  const usernameHint = `${fields.username.id}-hint`;
  const passwordHint = `${fields.password.id}-hint`;
  const described = (errorsId: string | undefined, hint: string) =>
    [errorsId, hint].filter(Boolean).join(" ");
  const username = getInputProps(fields.username, { type: "text" });
  // Shown as text: the admin reads it out or writes it down for the colleague, once.
  const password = getInputProps(fields.password, { type: "text" });

  return (
    <Form method="post" className="admin-form team-form" {...getFormProps(form)}>
      <CsrfField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField label="Username" field={fields.username}>
        <input
          className="input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...username}
          aria-describedby={described(username["aria-describedby"], usernameHint)}
        />
        <p className="team-form__hint" id={usernameHint}>
          {USERNAME_MIN} to {USERNAME_MAX} letters, digits, dots, hyphens or underscores.
        </p>
      </FormField>
      <FormField label="First password" field={fields.password}>
        <input
          className="input"
          autoComplete="off"
          spellCheck={false}
          {...password}
          aria-describedby={described(password["aria-describedby"], passwordHint)}
        />
        <p className="team-form__hint" id={passwordHint}>
          At least {NEW_PASSWORD_MIN} characters. Give it to your colleague in person: at their
          first sign-in they choose their own.
        </p>
      </FormField>
      <div className="team-form__actions">
        <button type="submit" className="button" disabled={adding}>
          {adding ? "Adding…" : "Add Colleague"}
        </button>
      </div>
    </Form>
  );
}
