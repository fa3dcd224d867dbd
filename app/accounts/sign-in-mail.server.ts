// The sign-in email: the code and the link that carries it, in the language of the page it was
// asked from. The same words for every address, account or not.
import { localisedPath, type Language } from "~/i18n/languages";
import { brandName } from "~/content/brand.server";
import { framedMail, mailWords } from "~/mail/frame.server";
import type { Mail } from "~/platform/mailer.server";

/** The link's page: the account's code form, filled in, with one button to press. */
export const signInLinkPath = (codeId: string, code: string, language: Language) =>
  localisedPath(`/account?code=${code}&for=${codeId}`, language);

export function signInCodeMail(to: string, code: string, codeId: string, language: Language): Mail {
  const { t } = mailWords(language);
  const shopName = brandName(language);
  return framedMail(to, {
    language,
    subject: t("emails.account.subject", { shopName }),
    lines: [
      t("emails.account.intro", { shopName }),
      "",
      code,
      "",
      t("emails.account.valid"),
      t("emails.account.notYou"),
    ],
    links: [{ text: t("emails.account.signIn"), href: signInLinkPath(codeId, code, language) }],
  });
}
