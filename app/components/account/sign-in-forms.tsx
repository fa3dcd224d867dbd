// Signing in without a password: 'Email me a code', then 'Enter your code' (the email's link
// opens the second filled in). Plain forms: they work the same without scripts.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { CodeForm, CodeRequestForm } from "~/accounts/account-forms";
import { InputField, useZodForm } from "~/components/forms";
import { IsolatedWords } from "~/components/isolated-words";
import { EyebrowTitle } from "~/components/section-heading";
import { useTranslator } from "~/i18n/use-translator";

/** The answer after a code was asked for, or after a code that did not open the account. */
export interface SignInStep {
  step: "code";
  codeId: string;
  email: string;
  reply?: SubmissionResult<string[]>;
}

type SignInAnswer = SignInStep | SubmissionResult<string[]> | undefined;

function EmailEntry({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t, path, say } = useTranslator();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useZodForm(CodeRequestForm, {
    id: "code-request",
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <>
      <EyebrowTitle
        eyebrow={t("account.eyebrow")}
        as="h1"
        id="account-title"
        titleClassName="display account-panel__title"
        title={t("account.signIn.heading")}
      />
      <p className="account-panel__lede">{t("account.signIn.lede")}</p>
      <Form
        method="post"
        action={path("/account")}
        className="account-form"
        {...getFormProps(form)}
      >
        {form.errors ? (
          <p className="account-form__alert" role="alert">
            {say(form.errors[0]!)}
          </p>
        ) : null}
        <InputField
          label={t("account.signIn.email")}
          field={fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <button type="submit" name="intent" value="request-code" className="button" disabled={busy}>
          {t("account.signIn.send")}
        </button>
      </Form>
    </>
  );
}

function CodeEntry({
  codeId,
  email,
  code,
  lastResult,
}: {
  codeId: string;
  email: string | null;
  code?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, path, say } = useTranslator();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useZodForm(CodeForm, {
    id: "code-entry",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { code, codeId },
  });
  return (
    <>
      <EyebrowTitle
        eyebrow={t("account.eyebrow")}
        as="h1"
        id="account-title"
        titleClassName="display account-panel__title"
        title={t("account.code.heading")}
      />
      <p className="account-panel__lede">
        {/* The address set apart: in an Arabic sentence it keeps its own order and breaks whole. */}
        {email ? (
          <IsolatedWords
            id="account.code.sent"
            apart={{ email: { text: email, dir: "ltr", className: "account-panel__email" } }}
          />
        ) : (
          t("account.code.fromLink")
        )}
      </p>
      <Form
        method="post"
        action={path("/account")}
        className="account-form"
        {...getFormProps(form)}
      >
        {form.errors ? (
          <p className="account-form__alert" role="alert">
            {say(form.errors[0]!)}
          </p>
        ) : null}
        <input type="hidden" name="codeId" value={codeId} />
        {email ? <input type="hidden" name="email" value={email} /> : null}
        <InputField
          label={t("account.code.label")}
          field={fields.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          className="account-form__code"
        />
        <button type="submit" name="intent" value="sign-in" className="button" disabled={busy}>
          {t("account.code.submit")}
        </button>
      </Form>
      <p className="account-panel__aside">
        <Link to={path("/account")} reloadDocument>
          {t("account.code.again")}
        </Link>
      </p>
    </>
  );
}

export function SignInForms({
  answer,
  fromLink,
  notice,
}: {
  answer: SignInAnswer;
  fromLink: { code: string; codeId: string } | null;
  notice: "deleted" | "signed-out" | null;
}) {
  const { t } = useTranslator();
  const step = answer && "step" in answer ? answer : null;
  return (
    <section className="section account-panel" aria-labelledby="account-title">
      <div className="container account-panel__inner">
        {notice ? (
          <p className="account-panel__notice" role="status">
            {t(notice === "deleted" ? "account.deleted" : "account.signedOut")}
          </p>
        ) : null}
        {step ? (
          <CodeEntry codeId={step.codeId} email={step.email || null} lastResult={step.reply} />
        ) : fromLink ? (
          <CodeEntry codeId={fromLink.codeId} email={null} code={fromLink.code} />
        ) : (
          <EmailEntry lastResult={answer && !("step" in answer) ? answer : undefined} />
        )}
      </div>
    </section>
  );
}
