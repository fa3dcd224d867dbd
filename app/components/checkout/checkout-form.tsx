// 'Complete Your Order': the customer's details, checked in the
// browser and again by the item route's action with the same schema, then off to payment.
import { InputField, TextareaField } from "~/components/forms";
import { KEEP_CLEAR } from "~/components/layout/social-links";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useRef, useState } from "react";
import { analyticsItem, track } from "~/analytics/data-layer";
import type { CheckoutReply, PurchaseState } from "~/checkout/checkout.server";
import { CARD_MESSAGE_MAX, CheckoutForm } from "~/checkout/checkout-form";
import { AnswerAlert } from "~/components/answer-alert";
import { OrderSummary } from "./order-summary";
import { purchaseHref } from "~/checkout/purchase-links";
import { TestModeNote } from "./test-mode-note";

interface CheckoutFormProps {
  item: { id: string; title: string; category: string | null; image: string | null };
  purchase: PurchaseState;
  /** The action's answer when the order or its payment could not go ahead. */
  reply?: CheckoutReply;
}

export function CheckoutDetails({ item, purchase, reply }: CheckoutFormProps) {
  const size = purchase.size!;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const heading = useRef<HTMLHeadingElement>(null);
  const [scripted, setScripted] = useState(false);
  const [form, fields] = useForm({
    id: "checkout-form",
    lastResult: reply?.result,
    constraint: getZodConstraint(CheckoutForm),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CheckoutForm }),
  });

  const [gift, setGift] = useState(fields.gift.initialValue === "on");

  useEffect(() => {
    setScripted(true);
    heading.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    const line = analyticsItem({ ...item, price: size.price });
    track("begin_checkout", {
      ecommerce: {
        currency: "AED",
        value: line.price,
        items: [{ ...line, item_variant: size.name }],
      },
    });
    // Once per form shown, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const back = purchaseHref({
    size: size.name,
    date: purchase.date,
    time: purchase.time,
    custom: purchase.custom,
    addOns: purchase.addOns.filter((addOn) => addOn.chosen).map((addOn) => addOn.id),
  });
  const showGift = !scripted || gift;

  return (
    <section id="checkout" className="checkout" aria-labelledby="checkout-title" {...KEEP_CLEAR}>
      <div className="container checkout__layout">
        <header className="checkout__header">
          <p className="eyebrow">Checkout</p>
          <h2 id="checkout-title" ref={heading} className="subtitle checkout__title" tabIndex={-1}>
            Complete Your Order
          </h2>
        </header>
        <OrderSummary item={item} purchase={purchase} />
        <div className="checkout__main">
          <Form
            method="post"
            action={`/collection/${item.id}${back}&step=details#checkout`}
            className="checkout__form"
            {...getFormProps(form)}
          >
            <AnswerAlert
              answer={reply}
              messages={[reply?.alert]}
              className="alert checkout__alert"
            />
            {form.errors ? (
              <p id={form.errorId} className="alert checkout__alert" role="alert">
                {form.errors.join(" ")}
              </p>
            ) : null}
            <HiddenChoices fields={fields} />
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="size" value={size.name} />
            <input type="hidden" name="date" value={purchase.date ?? ""} />
            <input type="hidden" name="time" value={purchase.time ?? ""} />
            <input type="hidden" name="price" value={size.price} />
            {purchase.addOns
              .filter((addOn) => addOn.chosen)
              .map((addOn) => (
                <Fragment key={addOn.id}>
                  <input type="hidden" name="addOn" value={addOn.id} />
                  <input type="hidden" name="addOnPrice" value={addOn.price} />
                </Fragment>
              ))}
            <input type="hidden" name="deliveryFee" value={purchase.deliveryFee ?? 0} />
            {/* Kept after a refusal, so that trying again reuses an order already created. */}
            <input type="hidden" name="key" value={reply?.key ?? purchase.idempotencyKey} />

            <InputField label="Full Name" field={fields.name} autoComplete="name" />
            <InputField
              label="Email Address"
              field={fields.email}
              type="email"
              autoComplete="email"
            />
            <InputField label="Phone Number" field={fields.phone} type="tel" autoComplete="tel" />
            <TextareaField
              label="Delivery Address"
              field={fields.address}
              className="checkout__wide"
              rows={3}
              autoComplete="street-address"
            />
            <TextareaField
              label="Special Instructions (optional)"
              field={fields.notes}
              className="checkout__wide"
              rows={3}
            />

            <fieldset className="checkout__gift checkout__wide">
              <legend className="visually-hidden">Gift</legend>
              <label className="checkout__check">
                <input
                  {...getInputProps(fields.gift, { type: "checkbox" })}
                  onChange={(event) => setGift(event.currentTarget.checked)}
                />
                This is a gift
              </label>
              {showGift ? (
                <div className="checkout__gift-fields">
                  <InputField label="Recipient name (optional)" field={fields.recipientName} />
                  <InputField
                    label="Recipient mobile (optional)"
                    field={fields.recipientPhone}
                    type="tel"
                  />
                  <TextareaField
                    label={`Card message (optional, up to ${CARD_MESSAGE_MAX} characters)`}
                    field={fields.cardMessage}
                    className="checkout__wide"
                    rows={3}
                  />
                </div>
              ) : null}
            </fieldset>

            <div className="checkout__actions checkout__wide">
              <Link to={back} className="button button--secondary" preventScrollReset>
                Back to Item
              </Link>
              <button
                type="submit"
                className="button"
                aria-disabled={busy ? true : undefined}
                onClick={(event) => busy && event.preventDefault()}
              >
                {busy ? "Taking you to payment…" : "Proceed to Payment"}
              </button>
              <TestModeNote className="checkout__test-mode" />
            </div>
          </Form>
        </div>
      </div>
    </section>
  );
}

/** Errors on the hidden choices (date, time, size) are shown as one line at the top. */
function HiddenChoices({ fields }: { fields: ReturnType<typeof useForm<CheckoutForm>>[1] }) {
  const messages = [
    fields.date,
    fields.time,
    fields.size,
    fields.price,
    fields.deliveryFee,
    fields.itemId,
    fields.key,
  ].flatMap((field) => field.errors ?? []);
  return messages.length > 0 ? (
    <p className="alert checkout__alert" role="alert">
      {messages.join(" ")}
    </p>
  ) : null;
}
