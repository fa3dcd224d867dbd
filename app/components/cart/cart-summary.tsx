// The cart's summary and its one checkout: subtotal, delivery, total with its VAT, then the
// buyer's details, asked once for every gift, and 'Checkout' to the same payment step as today.
import { BuyerFields } from "~/components/checkout/buyer-fields";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { BuyerForm } from "~/cart/cart-forms";
import type { CartCheckoutReply } from "~/cart/cart-checkout.server";
import type { CartQuote } from "~/cart/cart-quote.server";
import { CheckoutRefusal } from "~/components/checkout/checkout-refusal";
import { TestModeNote } from "~/components/checkout/test-mode-note";
import { TextareaField } from "~/components/forms";
import { Sentence } from "~/i18n/sentence";
import { useTranslator } from "~/i18n/use-translator";
import { VAT_RATE_PERCENT } from "~/money/money";
import { Link } from "@remix-run/react";

interface CartSummaryProps {
  quote: CartQuote;
  idempotencyKey: string;
  reply?: CartCheckoutReply;
}

export function CartSummary({ quote, idempotencyKey, reply }: CartSummaryProps) {
  const { t, say, money, number, path } = useTranslator();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "checkout";
  const [form, fields] = useForm({
    id: "cart-checkout",
    lastResult: reply?.result,
    constraint: getZodConstraint(BuyerForm),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BuyerForm }),
  });
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t("cart.summary")}
      </h2>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t("cart.subtotal")}</dt>
          <dd>{money(quote.subtotal)}</dd>
        </div>
        <div>
          <dt>{t("cart.delivery")}</dt>
          <dd>{quote.delivery > 0 ? money(quote.delivery) : t("checkout.free")}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t("checkout.total")}</dt>
          <dd>{money(quote.total)}</dd>
        </div>
      </dl>
      <p className="cart-summary__vat">
        {t("checkout.vatIncluded", { rate: number(VAT_RATE_PERCENT), vat: money(quote.vat) })}
      </p>
      <Form method="post" className="cart-summary__form" {...getFormProps(form)}>
        <h3 className="cart-summary__subtitle">{t("cart.yourDetails")}</h3>
        <p className="cart-summary__hint">{t("cart.yourDetailsText")}</p>
        <input type="hidden" name="key" value={idempotencyKey} />
        <input type="hidden" name="total" value={quote.total} />
        <BuyerFields fields={fields} />
        <TextareaField label={t("checkout.notes")} field={fields.notes} rows={3} />
        <div id="cart-checkout-submit" className="cart-summary__submit">
          {busy ? null : (
            <CheckoutRefusal
              id={form.errorId}
              messages={[
                reply?.alert,
                ...(form.errors ?? []).map(say),
                quote.ready ? null : t("cart.fixFirst"),
              ]}
            />
          )}
          <button
            type="submit"
            name="intent"
            value="checkout"
            className="button cart-summary__button"
            aria-disabled={busy || !quote.ready ? true : undefined}
            onClick={(event) => (busy || !quote.ready) && event.preventDefault()}
          >
            {busy ? t("checkout.proceeding") : t("cart.checkout")}
          </button>
          <TestModeNote className="checkout__test-mode" />
          <p className="checkout__terms">
            <Sentence
              id="checkout.terms"
              parts={[<Link key="terms" className="text-link" to={path("/terms")} />]}
            />
          </p>
        </div>
      </Form>
    </aside>
  );
}
