// The contact form (SPEC.md §5). With scripts: validate in the browser, record the analytics
// event, thank the visitor in an alert and clear the fields; nothing is posted. Without scripts
// it posts to /contact, whose action runs the same schema and answers in the status line.
import { FormField } from "~/components/forms";
import { HoneypotField } from "~/components/honeypot-field";
import { KEEP_CLEAR } from "~/components/layout/social-links";
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { reportError, track } from "~/analytics/data-layer";
import { CONTACT_FAILED, CONTACT_THANK_YOU, ContactForm } from "~/content/contact-form";

interface ContactFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
  lastResult?: SubmissionResult<string[]>;
  /** The no-script journey came back from a successful post. */
  sent: boolean;
}

export function ContactMessageForm({ labelledBy, lastResult, sent }: ContactFormProps) {
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint: getZodConstraint(ContactForm),
    // First judged on submit, then as the visitor corrects: errors appearing on blur would
    // shift the button away from a click already under way.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactForm }),
    onSubmit(event) {
      event.preventDefault();
      const element = event.currentTarget;
      try {
        track("form_submit", { form: "contact" });
        window.alert(CONTACT_THANK_YOU);
        element.reset();
      } catch (error) {
        reportError(error, "exception");
        window.alert(CONTACT_FAILED);
      }
    },
  });

  return (
    <form
      method="post"
      // Without scripts, the answer opens at the form rather than the top of the page.
      action="/contact#message"
      className="contact-form"
      aria-labelledby={labelledBy}
      {...KEEP_CLEAR}
      {...getFormProps(form)}
    >
      {sent ? (
        <p className="contact-form__status" role="status">
          {CONTACT_THANK_YOU}
        </p>
      ) : null}
      {form.errors ? (
        <p className="contact-form__status contact-form__status--error" role="alert">
          {form.errors[0]}
        </p>
      ) : null}
      <HoneypotField />
      <FormField label="Name" field={fields.name} className="contact-form__wide">
        <input
          {...getInputProps(fields.name, { type: "text" })}
          className="input"
          autoComplete="name"
        />
      </FormField>
      <FormField label="Email" field={fields.email}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          className="input"
          autoComplete="email"
        />
      </FormField>
      <FormField label="Phone (optional)" field={fields.phone}>
        <input
          {...getInputProps(fields.phone, { type: "tel" })}
          className="input"
          autoComplete="tel"
        />
      </FormField>
      <FormField label="Message" field={fields.message} className="contact-form__wide">
        <textarea {...getTextareaProps(fields.message)} className="textarea" rows={6} />
      </FormField>
      <div className="contact-form__footer">
        <button type="submit" className="button">
          Send Message
        </button>
        <p className="contact-form__note">We reply to every message within 24 hours.</p>
      </div>
    </form>
  );
}

/** Label above, control, and its error below (the control points at it via aria-describedby). */
