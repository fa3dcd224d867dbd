// The buyer's name, email and phone, asked the same way by the bouquet's checkout and the cart's.
import type { ComponentProps } from "react";
import { InputField } from "~/components/forms";
import { useTranslator } from "~/i18n/use-translator";

type Field = ComponentProps<typeof InputField>["field"];

export function BuyerFields({ fields }: { fields: { name: Field; email: Field; phone: Field } }) {
  const { t } = useTranslator();
  return (
    <>
      <InputField label={t("checkout.name")} field={fields.name} autoComplete="name" />
      <InputField
        label={t("checkout.email")}
        field={fields.email}
        type="email"
        autoComplete="email"
      />
      <InputField label={t("checkout.phone")} field={fields.phone} type="tel" autoComplete="tel" />
    </>
  );
}
