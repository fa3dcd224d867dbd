// A sentence with links or marks inside, as one message per language: '… accept our <0>Terms</0>.'
// The translator words it whole (the link may sit anywhere in it, in either reading order) and
// Lingui's <Trans> puts each numbered tag's element around its words.
import { LinguiContext, Trans } from "@lingui/react";
import type { ReactElement } from "react";
import type { MessageId, MessageValues } from "./translate";
import { useTranslator } from "./use-translator";

export function Sentence({
  id,
  values,
  parts,
}: {
  id: MessageId;
  values?: MessageValues;
  /** The element each numbered tag of the message wraps its words in. */
  parts: ReactElement[];
}) {
  const { i18n, t } = useTranslator();
  // A missing message fails as t() does (in development and tests) rather than show its id.
  t(id, values);
  return (
    <LinguiContext.Provider value={{ i18n, _: i18n._.bind(i18n) }}>
      <Trans id={id} values={values} components={{ ...parts }} />
    </LinguiContext.Provider>
  );
}
