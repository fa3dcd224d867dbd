import { HONEYPOT_FIELD } from "~/content/honeypot";
import { useTranslator } from "~/i18n/use-translator";

/** Off screen and out of the tab order and the accessibility tree: only a bot fills it in. */
/** `id` tells two traps on one page apart (the contact form and the footer's sign-up). */
export function HoneypotField({ id = `${HONEYPOT_FIELD}-field` }: { id?: string }) {
  const { t } = useTranslator();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("common.honeypot")}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
