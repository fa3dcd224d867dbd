// The signed-in account page: who is signed in, My orders, reminders and news, the customer's
// data, signing out, the address book. Each change is a plain form posted to /account.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { MyOrder } from "~/accounts/my-orders.server";
import { EyebrowTitle } from "~/components/section-heading";
import { useTranslator } from "~/i18n/use-translator";
import { ConsentAndData } from "./consent-and-data";
import { MyOrders } from "./my-orders";
import { Recipients, type OccasionRefusal, type RecipientsView } from "./recipients";

export interface SignedInView {
  email: string;
  orders: MyOrder[];
  consentGivenAt: string | null;
  recipients: RecipientsView;
}

export function SignedInAccount({
  account,
  recipientReply,
  occasionRefusal,
}: {
  account: SignedInView;
  recipientReply: SubmissionResult<string[]> | undefined;
  occasionRefusal: OccasionRefusal | undefined;
}) {
  const { t, path } = useTranslator();
  return (
    <section className="section account-home" aria-labelledby="account-title">
      <div className="container account-home__inner">
        <header className="account-home__head">
          <EyebrowTitle
            eyebrow={t("account.eyebrow")}
            as="h1"
            id="account-title"
            titleClassName="display account-home__title"
            title={t("account.orders.heading")}
          />
          <p className="account-home__who">{t("account.signedInAs", { email: account.email })}</p>
          <Form method="post" action={path("/account")} className="account-home__sign-out">
            <button
              type="submit"
              name="intent"
              value="sign-out"
              className="button button--secondary"
            >
              {t("account.signOut")}
            </button>
            <button type="submit" name="intent" value="sign-out-everywhere" className="text-button">
              {t("account.signOutEverywhere")}
            </button>
          </Form>
        </header>
        <MyOrders orders={account.orders} email={account.email} />
        <Recipients
          recipients={account.recipients}
          reply={recipientReply}
          occasionReply={occasionRefusal}
        />
        <ConsentAndData consentGivenAt={account.consentGivenAt} />
      </div>
    </section>
  );
}
