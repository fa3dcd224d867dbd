// 'Add a recipient' or 'Edit' one: the name, UAE mobile and the checkout's address group, checked
// by the one schema in the browser and by the action. A plain post: works without scripts.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { RecipientForm } from "~/accounts/recipient-forms";
import { AddressFields } from "~/components/checkout/address-fields";
import { InputField, useZodForm } from "~/components/forms";
import type { Emirate } from "~/delivery/address";
import type { ZoneText } from "~/delivery/zones";
import { useTranslator } from "~/i18n/use-translator";

export interface RecipientDefaults {
  recipientId: string;
  name: string;
  phone: string;
  emirate: Emirate;
  area: string;
  building: string;
  flat?: string;
  street?: string;
  landmark?: string;
  makani?: string;
  mapUrl?: string;
}

export function RecipientEditor({
  editing,
  areas,
  reply,
}: {
  /** The recipient being edited; none for a new one. */
  editing: RecipientDefaults | null;
  areas: { emirate: Emirate; areas: ZoneText[] }[];
  reply: SubmissionResult<string[]> | undefined;
}) {
  const { t, path } = useTranslator();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const [form, fields] = useZodForm<typeof RecipientForm>(RecipientForm, {
    id: editing ? `recipient-${editing.recipientId}` : "recipient-new",
    lastResult: reply,
    defaultValue: editing ?? undefined,
  });
  return (
    <Form
      method="post"
      action={path("/account#recipient-form")}
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      className="account-recipient-form"
      aria-labelledby="recipient-form-title"
    >
      <h3 id="recipient-form-title" className="account-settings__title">
        {editing ? t("account.recipients.editTitle") : t("account.recipients.addTitle")}
      </h3>
      {editing ? <input type="hidden" name="recipientId" value={editing.recipientId} /> : null}
      <InputField label={t("account.recipients.name")} field={fields.name} autoComplete="off" />
      <InputField
        label={t("account.recipients.phone")}
        field={fields.phone}
        type="tel"
        autoComplete="off"
      />
      <AddressFields
        fields={fields as unknown as Parameters<typeof AddressFields>[0]["fields"]}
        choices={areas}
        scripted={scripted}
      />
      <button type="submit" name="intent" value="save-recipient" className="button">
        {t("account.recipients.save")}
      </button>
    </Form>
  );
}
