// Words in one direction with a run of the other set apart (<bdi>), so neither reorders the other:
// an order number, a phone number or an English bouquet title inside an Arabic sentence keeps its
// own order, and the sentence's full stop stays at the sentence's end.
import type { MessageId, MessageValues } from "~/i18n/translate";
import { useTranslator } from "~/i18n/use-translator";

/** A value set apart: its text, its direction ('auto': the customer's own words), its language. */
export interface Apart {
  text: string;
  dir?: "ltr" | "rtl" | "auto";
  lang?: string;
  className?: string;
}

const MARK = "\u0001";

function ApartRun({ apart }: { apart: Apart }) {
  return (
    <bdi dir={apart.dir ?? "auto"} lang={apart.lang} className={apart.className}>
      {apart.text}
    </bdi>
  );
}

/** A message of the catalogue whose `apart` values are each isolated in their own direction. */
export function IsolatedWords({
  id,
  values = {},
  apart,
}: {
  id: MessageId;
  values?: MessageValues;
  apart: Record<string, Apart>;
}) {
  const { t } = useTranslator();
  const names = Object.keys(apart);
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const parts = t(id, { ...values, ...marks }).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? <ApartRun key={index} apart={apart[names[Number(part)]!]!} /> : part,
      )}
    </>
  );
}
