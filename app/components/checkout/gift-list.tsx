// The thank-you page's gifts of an order of several: each with its recipient, date and slot,
// where it goes ('Address pending' until its recipient answers) and, for a gift whose recipient
// gives the address, its own private link and 'Share on WhatsApp'.
import type { GiftConfirmation } from "~/checkout/order-confirmation.server";
import { CustomerAddress } from "~/components/customer-address";
import { DeliveryWhen } from "~/components/delivery-when";
import {
  RecipientInvitation,
  type RecipientInvitationView,
} from "~/components/recipient/recipient-invitation";
import { useTranslator } from "~/i18n/use-translator";

export function GiftList({
  gifts,
  invitations,
}: {
  gifts: GiftConfirmation[];
  invitations: (RecipientInvitationView & { id: string })[];
}) {
  const { t, number } = useTranslator();
  return (
    <ol className="gift-list" aria-label={t("checkout.gifts")}>
      {gifts.map((gift, index) => {
        const invitation = invitations.find((candidate) => candidate.id === gift.id);
        const titleId = `gift-${gift.id}`;
        return (
          <li key={gift.id} className="order-confirmation gift-list__gift">
            <section aria-labelledby={titleId}>
              <h2 id={titleId} className="order-confirmation__title">
                {t("checkout.giftOf", {
                  number: number(index + 1),
                  count: number(gifts.length),
                })}
              </h2>
              <dl className="order-confirmation__lines">
                {gift.recipientName ? (
                  <div>
                    <dt>{t("checkout.recipient")}</dt>
                    <dd dir="auto">{gift.recipientName}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t("checkout.delivery")}</dt>
                  <dd>
                    <DeliveryWhen date={gift.deliveryDate} time={gift.deliveryTime} />
                  </dd>
                </div>
                <div>
                  <dt>{t("tracking.address")}</dt>
                  <dd>
                    <CustomerAddress address={gift.address} />
                  </dd>
                </div>
              </dl>
              {invitation ? (
                <RecipientInvitation invitation={invitation} headingId={`${titleId}-invite`} />
              ) : null}
            </section>
          </li>
        );
      })}
    </ol>
  );
}
