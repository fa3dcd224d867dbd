// /address/{token} (and /ar/address/{token}) — the recipient's own page, reached through the
// private link the customer shared: the maison, the delivery date and slot, the recipient's first
// name and the address form. Never the price, the sender or the card message. Once saved it
// thanks them and cannot be changed here; a token that names nothing is the shop's 404.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RecipientAddressForm } from "~/components/recipient/recipient-address-form";
import { EyebrowTitle } from "~/components/section-heading";
import { useSlotHours } from "~/content/shop-context";
import { slotName } from "~/delivery/slot-names";
import { contentMeta } from "~/content/page-meta";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import { recipientAddressSchema } from "~/orders/recipient-address";
import { recipientPage, saveRecipientAddress } from "~/orders/recipient-address.server";
import { personalHeaders } from "~/platform/http-cache";
import { ShopError } from "~/platform/errors";
import { invariantResponse } from "~/platform/invariant";
import { saidText } from "~/i18n/said";
import recipientStyles from "~/styles/recipient.css?url";

export const headers = personalHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: recipientStyles }];

export function loader({ params }: LoaderFunctionArgs) {
  const page = recipientPage(params.token ?? "");
  invariantResponse(page, saidText("layout.error.pageNotFound"), { status: 404 });
  const { areas, deliveredAreas, ...shown } = page;
  const count = (choices: typeof areas) =>
    choices.reduce((sum, group) => sum + group.areas.length, 0);
  // Areas the shop delivers to that this order does not cover: the recipient is told to ask.
  return { page: shown, areas, moreElsewhere: count(deliveredAreas) > count(areas) };
}

/**
 * Saves the address once, then shows the page again (its thanks). A post after that, or to an
 * order that no longer needs it, changes nothing and lands on the same page.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const page = recipientPage(token);
  invariantResponse(page, saidText("layout.error.pageNotFound"), { status: 404 });
  const self = new URL(request.url).pathname;
  if (page.state !== "open") return redirect(self);
  const submission = parseWithZod(await request.formData(), {
    schema: recipientAddressSchema(page.areas, page.deliveredAreas),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    saveRecipientAddress(token, submission.value);
  } catch (error) {
    // The florists changed their zones since the page was shown: said on the form, nothing saved.
    if (!(error instanceof ShopError)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), { status: 400 });
  }
  return redirect(self);
}

export const meta: MetaFunction = ({ matches, params, location }) => {
  const { t } = translatorFromMatches(matches, location.pathname);
  return contentMeta({
    matches,
    title: t("recipient.page.title"),
    description: t("recipient.page.description"),
    path: `/address/${params.token}`,
    noindex: true,
  });
};

export default function RecipientAddressPage() {
  const { page, areas, moreElsewhere } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t, date, language } = useTranslator();
  const slotHours = useSlotHours();
  const when = t("recipient.page.whenValue", {
    date: date(page.deliveryDate, "full"),
    time: slotName({ t, language }, page.deliveryTime, slotHours),
  });
  const title =
    page.state === "saved"
      ? t("recipient.page.thanksTitle")
      : page.state === "closed"
        ? t("recipient.page.closedTitle")
        : t("recipient.page.title");
  return (
    <div className="content-page">
      <section className="section recipient-page" aria-labelledby="recipient-title">
        <div className="container container--narrow recipient-page__inner">
          <EyebrowTitle
            eyebrow={t("recipient.page.eyebrow")}
            as="h1"
            id="recipient-title"
            titleClassName="display recipient-page__title"
            title={title}
          />
          {page.state === "open" ? (
            <>
              {page.firstName ? (
                <p className="recipient-page__greeting">
                  {t("recipient.page.greeting", { name: "\u0000" }).split("\u0000")[0]}
                  <bdi dir="auto">{page.firstName}</bdi>
                  {t("recipient.page.greeting", { name: "\u0000" }).split("\u0000")[1]}
                </p>
              ) : null}
              <p className="lede">{t("recipient.page.intro", { shop: page.shop })}</p>
              <dl className="recipient-page__facts">
                <div>
                  <dt>{t("recipient.page.when")}</dt>
                  <dd>{when}</dd>
                </div>
              </dl>
              {areas.length > 0 ? (
                <RecipientAddressForm
                  areas={areas}
                  areaHint={moreElsewhere ? t("recipient.page.otherArea") : undefined}
                  lastResult={lastResult}
                />
              ) : (
                <p className="recipient-page__done" role="status">
                  {t("recipient.page.noAreas")}
                </p>
              )}
            </>
          ) : (
            <p className="lede recipient-page__done" role="status">
              {page.state === "saved"
                ? t("recipient.page.thanksText", {
                    date: date(page.deliveryDate, "full"),
                    time: slotName({ t, language }, page.deliveryTime, slotHours),
                  })
                : t("recipient.page.closedText")}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
