// 'Send to: …': a signed-in customer's saved recipients above the recipient's fields. Choosing one
// fills the name, mobile and address in place; without JavaScript the 'Use' button posts the form
// and it comes back filled, every other choice kept.
import { flushSync } from "react-dom";
import { SEND_TO, SEND_TO_FIELD, sendToFields, type SendToChoice } from "~/accounts/send-to";
import { useTranslator } from "~/i18n/use-translator";

/** Ticks or unticks a box as a click would, so that the form's own state follows. */
function setBox(form: HTMLFormElement, name: string, ticked: boolean) {
  const box = form.elements.namedItem(name);
  if (box instanceof HTMLInputElement && box.checked !== ticked) box.click();
}

/** Fills the form with the recipient: the boxes first, so that the fields they show are there. */
function fillIn(form: HTMLFormElement, chosen: SendToChoice) {
  const values = sendToFields(chosen);
  flushSync(() => {
    setBox(form, "gift", true);
    setBox(form, "addressFromRecipient", false);
  });
  const emirate = form.elements.namedItem("emirate");
  if (emirate instanceof HTMLSelectElement) {
    emirate.value = values.emirate!;
    // The Area list follows the emirate: narrowed before the area is chosen.
    flushSync(() => emirate.dispatchEvent(new Event("change", { bubbles: true })));
  }
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name);
    if (name === "gift" || name === "emirate") continue;
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      control.value = value;
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}

export function SendToChoiceField({
  recipients,
  scripted,
}: {
  recipients: SendToChoice[];
  scripted: boolean;
}) {
  const { t } = useTranslator();
  return (
    <div className="checkout__send-to checkout__wide">
      <label htmlFor="checkout-send-to">{t("recipient.sendTo")}</label>
      <div className="checkout__send-to-row">
        <select
          id="checkout-send-to"
          name={SEND_TO_FIELD}
          className="select"
          defaultValue=""
          onChange={(event) => {
            const chosen = recipients.find((one) => one.id === event.currentTarget.value);
            if (chosen && event.currentTarget.form) fillIn(event.currentTarget.form, chosen);
          }}
        >
          <option value="">{t("recipient.sendToChoose")}</option>
          {recipients.map((recipient) => (
            <option key={recipient.id} value={recipient.id}>
              {recipient.name}
            </option>
          ))}
        </select>
        {scripted ? null : (
          <button
            type="submit"
            name="intent"
            value={SEND_TO}
            formNoValidate
            className="button button--secondary"
          >
            {t("recipient.sendToUse")}
          </button>
        )}
      </div>
    </div>
  );
}
