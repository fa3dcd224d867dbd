// The customer's sign-in email in Arabic (keys: en/account-emails.ts).
import type { Catalogue } from "../catalogue";
import type english from "../en/account-emails";

export default {
  "emails.account.subject": "رمز الدخول إلى {shopName}",
  "emails.account.intro": "هذا رمزك لتسجيل الدخول إلى حسابك في {shopName}:",
  "emails.account.valid":
    "يعمل الرمز مرةً واحدة، لمدة 10 دقائق. ويمكنك أيضًا الضغط على الزر أدناه لتسجيل الدخول.",
  "emails.account.notYou":
    "إن لم تطلب هذا الرمز، فتجاهل هذه الرسالة: لا يستطيع أحد الدخول إلى حسابك دون الرمز.",
  "emails.account.signIn": "تسجيل الدخول",
} satisfies Catalogue<typeof english>;
