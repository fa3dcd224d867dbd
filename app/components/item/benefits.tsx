// The shop's promises, each with a quiet hairline icon in the text colour.
import type { ReactNode } from "react";
import type { MessageId } from "~/i18n/translate";
import { useTranslator } from "~/i18n/use-translator";

const BENEFITS: { label: MessageId; icon: ReactNode }[] = [
  {
    label: "item.benefits.fresh",
    icon: <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 8-8" />,
  },
  {
    label: "item.benefits.fast",
    icon: (
      <>
        <circle cx="12" cy="13" r="7" />
        <path d="M12 9v4l2.5 2M10 3h4" />
      </>
    ),
  },
  {
    label: "item.benefits.crafted",
    icon: (
      <>
        <circle cx="7" cy="17" r="2.5" />
        <circle cx="17" cy="17" r="2.5" />
        <path d="M8.8 15.2 17 4M15.2 15.2 7 4" />
      </>
    ),
  },
  {
    label: "item.benefits.premium",
    icon: (
      <>
        <path d="M7 4.5c0 5.5 2 8.5 5 8.5s5-3 5-8.5l-2.5 2.2L12 3.5 9.5 6.7 7 4.5Z" />
        <path d="M12 13v8M12 18c-1.5-2-3.5-2.6-5-2.6.8 2 2.8 3 5 3" />
      </>
    ),
  },
  {
    label: "item.benefits.safe",
    icon: <path d="M4 8l8-4 8 4v8l-8 4-8-4V8Zm0 0 8 4 8-4M12 12v8" />,
  },
  {
    label: "item.benefits.satisfaction",
    icon: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="m8.5 12.2 2.3 2.3 4.7-4.8" />
      </>
    ),
  },
];

export function Benefits() {
  const { t } = useTranslator();
  return (
    <ul className="item-benefits" aria-label={t("item.benefits.label")}>
      {BENEFITS.map(({ label, icon }) => (
        <li key={label}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {icon}
          </svg>
          {t(label)}
        </li>
      ))}
    </ul>
  );
}
