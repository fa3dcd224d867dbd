// The contact form, stored for the florists' inbox. With scripts: validate in
// the browser, record the analytics event, post in the background, then thank the visitor in the
// form's status line and clear the fields. Without scripts it posts to /contact, whose action
// runs the same schema and answers in the same status line.
import { InputField, TextareaField, useZodForm } from "~/components/forms";
import { HoneypotField } from "~/components/honeypot-field";
import { KEEP_CLEAR } from "~/components/layout/social-links";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { track } from "~/analytics/data-layer";
import { CONTACT_FAILED, ContactForm } from "~/content/contact-form";
import { ANSWER_IN_PLACE } from "~/content/honeypot";
import { useTranslator } from "~/i18n/use-translator";

type ContactAnswer = { sent: true } | SubmissionResult<string[]>;

interface ContactFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
  lastResult?: SubmissionResult<string[]>;
  /** The no-script journey came back from a successful post. */
  sent: boolean;
}

export function ContactMessageForm({ labelledBy, lastResult, sent }: ContactFormProps) {
  const { t, path, say } = useTranslator();
  const fetcher = useFetcher<ContactAnswer>();
  const element = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  const [form, fields] = useZodForm(ContactForm, {
    id: "contact-form",
    lastResult: answer && !("sent" in answer) ? answer : lastResult,
    // First judged on submit, then as the visitor corrects: errors appearing on blur would
    // shift the button away from a click already under way.
    shouldValidate: "onSubmit",
    onSubmit(event, { formData }) {
      event.preventDefault();
      track("form_submit", { form: "contact" });
      formData.set(ANSWER_IN_PLACE, "1");
      fetcher.submit(formData, { method: "post", action: path("/contact") });
    },
  });

  // Thanks once the message is stored; a refusal (too many posts) stays beside the form as its
  // error.
  const [thanked, setThanked] = useState(false);
  useEffect(() => {
    if (fetcher.state === "submitting") setThanked(false);
    if (fetcher.state !== "idle" || !answer) return;
    if ("sent" in answer) {
      setThanked(true);
      element.current?.reset();
    }
  }, [fetcher.state, answer]);

  return (
    <form
      ref={element}
      method="post"
      // Without scripts, the answer opens at the form rather than the top of the page.
      action={path("/contact#message")}
      className="contact-form"
      aria-labelledby={labelledBy}
      {...KEEP_CLEAR}
      {...getFormProps(form)}
    >
      {sent || thanked ? (
        <p className="contact-form__status" role="status">
          {t("pages.contactForm.thanks")}
        </p>
      ) : null}
      {form.errors ? (
        <p className="contact-form__status contact-form__status--error" role="alert">
          {say(form.errors[0] ?? CONTACT_FAILED)}
        </p>
      ) : null}
      <HoneypotField />
      <InputField
        label={t("pages.contactForm.name")}
        field={fields.name}
        className="contact-form__wide"
        autoComplete="name"
      />
      <InputField
        label={t("pages.contactForm.email")}
        field={fields.email}
        type="email"
        autoComplete="email"
      />
      <InputField
        label={t("pages.contactForm.phone")}
        field={fields.phone}
        type="tel"
        autoComplete="tel"
      />
      <TextareaField
        label={t("pages.contactForm.message")}
        field={fields.message}
        className="contact-form__wide"
        rows={6}
      />
      <div className="contact-form__footer">
        <button type="submit" className="button">
          {t("pages.contactForm.send")}
        </button>
        <p className="contact-form__note">{t("pages.contactForm.note")}</p>
        <p className="contact-form__note">
          <Link className="text-link" to={path("/privacy")}>
            {t("pages.contactForm.privacy")}
          </Link>
        </p>
      </div>
    </form>
  );
}
