// 'Complete Your Order': the customer's details, checked in the
// browser and again by the item route's action with the same schema, then off to payment.
import { BuyerFields } from "./buyer-fields";
import { InputField, TextareaField } from "~/components/forms";
import { KEEP_CLEAR } from "~/components/layout/social-links";
import { getFormProps, getInputProps, useForm, type Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { Fragment, useEffect, useRef, useState } from "react";
import { analyticsItem, track } from "~/analytics/data-layer";
import { Sentence } from "~/i18n/sentence";
import type { CheckoutReply } from "~/checkout/checkout.server";
import type { PurchaseState } from "~/checkout/purchase-state.server";
import { ADD_GIFT, CARD_MESSAGE_MAX, CheckoutForm, GiftForm } from "~/checkout/checkout-form";
import type { GiftEdit } from "~/cart/gift-edit.server";
import { AddressFields } from "./address-fields";
import { OrderSummary } from "./order-summary";
import { purchaseHref } from "~/checkout/purchase-links";
import { TestModeNote } from "./test-mode-note";
import { CardPreview } from "./card-preview";
import { CheckoutRefusal } from "./checkout-refusal";
import { useTranslator } from "~/i18n/use-translator";
import type { CheckoutAddressBook } from "~/accounts/checkout-recipients.server";
import { SendToChoiceField } from "./send-to-choice";

type CheckoutSubmission = Submission<z.output<typeof CheckoutForm>, string[]>;

interface CheckoutFormProps {
  item: { id: string; title: string; category: string | null; image: string | null };
  purchase: PurchaseState;
  /** The action's answer when the order or its payment could not go ahead. */
  reply?: CheckoutReply;
  /** The cart's gift this form edits: filled with it, and saved back to the cart. */
  editing?: GiftEdit | null;
  /** A signed-in customer's address book: 'Send to' and 'Save this recipient'. */
  addressBook?: CheckoutAddressBook | null;
}

export function CheckoutDetails({
  item,
  purchase,
  reply,
  editing,
  addressBook,
}: CheckoutFormProps) {
  const size = purchase.size!;
  const { t, path, say } = useTranslator();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const keeping = busy && navigation.formData?.get("intent") === ADD_GIFT;
  const heading = useRef<HTMLHeadingElement>(null);
  const [scripted, setScripted] = useState(false);
  const [form, fields] = useForm<z.input<typeof CheckoutForm>>({
    id: "checkout-form",
    lastResult: reply?.result,
    // A kept gift's fields, as the form posts them ('on' for a ticked box).
    defaultValue: editing?.defaults as Record<string, never> | undefined,
    constraint: getZodConstraint(editing ? GiftForm : CheckoutForm),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      formData.get("intent") === ADD_GIFT
        ? // The gift alone: the value is never read in the browser, only its errors.
          (parseWithZod(formData, { schema: GiftForm }) as unknown as CheckoutSubmission)
        : parseWithZod(formData, { schema: CheckoutForm }),
  });

  const [gift, setGift] = useState(fields.gift.initialValue === "on");
  // The card preview follows the form as one types; without JavaScript it shows what was posted.
  const [card, setCard] = useState(() => ({
    message: fields.cardMessage.initialValue ?? "",
    recipientName: fields.recipientName.initialValue ?? "",
    name: fields.name.initialValue ?? "",
    anonymous: fields.anonymous.initialValue === "on",
  }));
  const readCard = (formElement: HTMLFormElement) => {
    const value = (name: string) => {
      const control = formElement.elements.namedItem(name);
      return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
        ? control
        : null;
    };
    setCard({
      message: value("cardMessage")?.value ?? "",
      recipientName: value("recipientName")?.value ?? "",
      name: value("name")?.value ?? "",
      anonymous: (value("anonymous") as HTMLInputElement | null)?.checked ?? false,
    });
  };
  const [fromRecipient, setFromRecipient] = useState(
    fields.addressFromRecipient.initialValue === "on",
  );

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
    area: purchase.area?.en,
    date: purchase.date,
    time: purchase.time,
    custom: purchase.custom,
    addOns: purchase.addOns.filter((addOn) => addOn.chosen).map((addOn) => addOn.id),
  });
  // The recipient asked for the address must be reachable: their name and mobile show too.
  const showGift = !scripted || gift || fromRecipient;

  return (
    <section id="checkout" className="checkout" aria-labelledby="checkout-title" {...KEEP_CLEAR}>
      <div className="container checkout__layout">
        <header className="checkout__header">
          <p className="eyebrow">{t("checkout.eyebrow")}</p>
          <h2 id="checkout-title" ref={heading} className="subtitle checkout__title" tabIndex={-1}>
            {t("checkout.title")}
          </h2>
        </header>
        <OrderSummary item={item} purchase={purchase} />
        <div className="checkout__main">
          <Form
            method="post"
            action={path(`/collection/${item.id}${back}&step=details#${SUBMIT_ID}`)}
            className="checkout__form"
            {...getFormProps(form)}
            onChange={(event) => readCard(event.currentTarget)}
          >
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
            {/* The chosen area's fee once the action has said it (the page showed the shop's). */}
            <input
              type="hidden"
              name="deliveryFee"
              value={reply?.deliveryFee ?? purchase.deliveryFee ?? 0}
            />
            {/* Kept after a refusal, so that trying again reuses an order already created. */}
            <input type="hidden" name="key" value={reply?.key ?? purchase.idempotencyKey} />
            {editing ? (
              <>
                <input type="hidden" name="giftId" value={editing.giftId} />
                <input type="hidden" name="quantity" value={editing.quantity} />
              </>
            ) : null}

            {/* The buyer is asked once, at the cart's checkout, when a kept gift is edited. */}
            {editing ? null : (
              <>
                <BuyerFields fields={fields} />
              </>
            )}
            {addressBook && addressBook.recipients.length > 0 ? (
              <SendToChoiceField recipients={addressBook.recipients} scripted={scripted} />
            ) : null}
            {/* Asked of the recipient, the address group can stay empty: with scripts it steps aside. */}
            {fromRecipient && scripted ? (
              // The area chosen on the bouquet's page still prices the delivery.
              purchase.area ? (
                <input type="hidden" name="area" value={purchase.area.en} />
              ) : null
            ) : (
              <AddressFields
                fields={fields}
                choices={purchase.areas}
                scripted={scripted}
                chosenArea={purchase.area?.en}
              />
            )}
            <div className="checkout__wide">
              <label className="checkout__check">
                <input
                  {...getInputProps(fields.addressFromRecipient, { type: "checkbox" })}
                  aria-describedby="checkout-from-recipient-hint"
                  onChange={(event) => setFromRecipient(event.currentTarget.checked)}
                />
                {t("recipient.askRecipient")}
              </label>
              <p id="checkout-from-recipient-hint" className="field-hint">
                {t("recipient.askRecipientHint")}
              </p>
            </div>
            {editing ? null : (
              <TextareaField
                label={t("checkout.notes")}
                field={fields.notes}
                className="checkout__wide"
                rows={3}
              />
            )}

            <fieldset className="checkout__gift checkout__wide">
              <legend className="visually-hidden">{t("checkout.gift")}</legend>
              <label className="checkout__check">
                <input
                  {...getInputProps(fields.gift, { type: "checkbox" })}
                  onChange={(event) => setGift(event.currentTarget.checked)}
                />
                {t("checkout.isGift")}
              </label>
              {showGift ? (
                <div className="checkout__gift-fields">
                  <InputField label={t("checkout.recipientName")} field={fields.recipientName} />
                  <InputField
                    label={t("checkout.recipientPhone")}
                    field={fields.recipientPhone}
                    type="tel"
                  />
                  <label className="checkout__check checkout__wide">
                    <input {...getInputProps(fields.surprise, { type: "checkbox" })} />
                    {t("gift.surprise")}
                  </label>
                  <div className="checkout__card checkout__wide">
                    <TextareaField
                      label={t("checkout.cardMessage", { max: CARD_MESSAGE_MAX })}
                      field={fields.cardMessage}
                      rows={4}
                      dir="auto"
                      hint={
                        scripted ? (
                          <span className="checkout__count" aria-live="polite">
                            {t("gift.charactersLeft", {
                              count: Math.max(0, CARD_MESSAGE_MAX - card.message.length),
                            })}
                          </span>
                        ) : undefined
                      }
                    />
                    <CardPreview
                      id="card-preview"
                      card={{
                        message: card.message.trim(),
                        recipientName: card.recipientName.trim(),
                        sender: card.anonymous ? null : card.name.trim() || null,
                      }}
                    />
                  </div>
                  <label className="checkout__check checkout__wide">
                    <input {...getInputProps(fields.anonymous, { type: "checkbox" })} />
                    {t("gift.anonymous")}
                  </label>
                  {addressBook?.signedIn ? (
                    <label className="checkout__check checkout__wide">
                      <input {...getInputProps(fields.saveRecipient, { type: "checkbox" })} />
                      {t("recipient.saveRecipient")}
                    </label>
                  ) : null}
                </div>
              ) : null}
            </fieldset>

            {/* A refusal lands here (the form's address names it), beside the button. */}
            <div id={SUBMIT_ID} className="checkout__submit checkout__wide">
              {/* Gone while the form is on its way, so that a refusal said again is heard again. */}
              {busy ? null : (
                <CheckoutRefusal
                  id={form.errorId}
                  messages={[
                    reply?.alert,
                    ...(form.errors ?? []).map(say),
                    ...hiddenChoiceErrors(fields).map(say),
                    reply && visibleFieldRefused(form.allErrors)
                      ? t("checkout.error.checkFields")
                      : null,
                  ]}
                />
              )}
              <div className="checkout__actions">
                <Link
                  to={editing ? path("/cart") : back}
                  className="button button--secondary"
                  preventScrollReset={!editing}
                >
                  {editing ? t("cart.viewCart") : t("checkout.backToItem")}
                </Link>
                {editing ? null : (
                  <button
                    type="submit"
                    className="button checkout__proceed"
                    aria-disabled={busy ? true : undefined}
                    onClick={(event) => busy && event.preventDefault()}
                  >
                    {busy && !keeping ? t("checkout.proceeding") : t("checkout.proceed")}
                  </button>
                )}
                {/* Keeps this gift in the cart: the buyer's details are asked at its checkout, so
                    the browser's own checks of them stay off for this button. */}
                <button
                  type="submit"
                  name="intent"
                  value={ADD_GIFT}
                  formNoValidate
                  className={
                    editing ? "button checkout__keep" : "button button--secondary checkout__keep"
                  }
                  aria-disabled={busy ? true : undefined}
                  onClick={(event) => busy && event.preventDefault()}
                >
                  {keeping
                    ? t("cart.savingGift")
                    : editing
                      ? t("cart.saveGift")
                      : t("cart.addAnother")}
                </button>
                <TestModeNote className="checkout__test-mode" />
                <p className="checkout__terms">
                  <Sentence
                    id="checkout.terms"
                    parts={[<Link key="terms" className="text-link" to={path("/terms")} />]}
                  />
                </p>
              </div>
            </div>
          </Form>
        </div>
      </div>
    </section>
  );
}

/** The element a posted form comes back to: the answer and the button to press again. */
const SUBMIT_ID = "checkout-submit";

/** The hidden choices (date, time, size, prices, key): the customer sees their errors as one line. */
const HIDDEN_CHOICES = ["date", "time", "size", "price", "deliveryFee", "itemId", "key"] as const;

function hiddenChoiceErrors(
  fields: ReturnType<typeof useForm<z.input<typeof CheckoutForm>>>[1],
): string[] {
  return HIDDEN_CHOICES.flatMap((name) => fields[name].errors ?? []);
}

/** A field the customer sees was refused: its message is beside it, far from the button. */
function visibleFieldRefused(errors: Record<string, string[]>): boolean {
  return Object.entries(errors).some(
    ([name, messages]) =>
      name !== "" && messages.length > 0 && !(HIDDEN_CHOICES as readonly string[]).includes(name),
  );
}
