// Reminders and news (an unticked box; withdrawn in one click) and the customer's data:
// 'Download my data' and 'Delete my account' (a box to tick first, checked by the browser
// without scripts too, and again by the server).
import { Form } from "@remix-run/react";
import { useTranslator } from "~/i18n/use-translator";

export function ConsentAndData({ consentGivenAt }: { consentGivenAt: string | null }) {
  const { t, path, date } = useTranslator();
  return (
    <div className="account-settings">
      <section id="consent" className="account-settings__part" aria-labelledby="consent-title">
        <h2 id="consent-title" className="account-settings__title">
          {t("account.consent.heading")}
        </h2>
        {consentGivenAt ? (
          <Form method="post" action={path("/account#consent")}>
            <p>{t("account.consent.given", { date: date(consentGivenAt.slice(0, 10), "long") })}</p>
            <button
              type="submit"
              name="intent"
              value="withdraw-consent"
              className="button button--secondary"
            >
              {t("account.consent.withdraw")}
            </button>
          </Form>
        ) : (
          <Form method="post" action={path("/account#consent")}>
            <label className="account-settings__check">
              <input type="checkbox" name="consent" value="yes" />
              <span>{t("account.consent.label")}</span>
            </label>
            <button
              type="submit"
              name="intent"
              value="consent"
              className="button button--secondary"
            >
              {t("account.consent.save")}
            </button>
          </Form>
        )}
      </section>
      <section id="your-data" className="account-settings__part" aria-labelledby="data-title">
        <h2 id="data-title" className="account-settings__title">
          {t("account.data.heading")}
        </h2>
        <p>{t("account.data.lede")}</p>
        <p>
          <a href="/account/data.json" className="button button--secondary" download>
            {t("account.data.download")}
          </a>
        </p>
        <Form method="post" action={path("/account")}>
          <label className="account-settings__check">
            <input type="checkbox" name="confirm" value="yes" required />
            <span>{t("account.delete.confirm")}</span>
          </label>
          <button
            type="submit"
            name="intent"
            value="delete-account"
            className="button button--danger"
          >
            {t("account.delete.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
