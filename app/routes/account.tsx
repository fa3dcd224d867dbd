// /account (and /ar/account) — the customer's account. Signed out: 'Email me a code', then 'Enter
// your code' (the email's link opens it filled in: one button to press, so a mail scanner opening
// the link spends nothing). Signed in: My orders, reminders and news, 'Download my data', 'Delete
// my account', signing out. Every form works without scripts; nothing here is ever cached.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CodeForm, CodeRequestForm } from "~/accounts/account-forms";
import { askForCode, signInWithCode } from "~/accounts/account-sign-in.server";
import { currentConsent, giveConsent, withdrawConsent } from "~/accounts/consent.server";
import {
  clearedCustomerCookie,
  endCustomerSession,
  endEveryCustomerSession,
  signedInCustomer,
} from "~/accounts/customer-sessions.server";
import { deleteAccount } from "~/accounts/customers.server";
import { myOrders } from "~/accounts/my-orders.server";
import { SignedInAccount } from "~/components/account/signed-in-account";
import { SignInForms, type SignInStep } from "~/components/account/sign-in-forms";
import { contentMeta } from "~/content/page-meta";
import { languageOfRequest, localisedPath } from "~/i18n/languages";
import { translatorForRequest } from "~/i18n/page-language.server";
import { translatorFromMatches } from "~/i18n/use-translator";
import { isShopError } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import { personalHeaders } from "~/platform/http-cache";
import { clientAddress } from "~/platform/request-context";
import accountStyles from "~/styles/account.css?url";

export const headers = personalHeaders;
export const links = () => [{ rel: "stylesheet", href: accountStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const customer = await signedInCustomer(request);
  const query = new URL(request.url).searchParams;
  if (!customer) {
    // The email's link: its code and which code it is, in the form to press.
    const code = query.get("code");
    const codeId = query.get("for");
    const fromLink = code && codeId ? { code, codeId } : null;
    const notice = query.has("deleted") ? "deleted" : query.has("signed-out") ? "signed-out" : null;
    return { signedIn: null, fromLink, notice } as const;
  }
  const consent = currentConsent(customer.id);
  return {
    signedIn: {
      email: customer.email,
      orders: myOrders(customer.email, language),
      consentGivenAt: consent?.givenAt ?? null,
    },
    fromLink: null,
    notice: null,
  } as const;
}

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorFromMatches(matches);
  return contentMeta({
    matches,
    title: t("account.title"),
    description: t("account.description"),
    path: "/account",
    noindex: true,
  });
};

/** After a change, the account page again (a new GET: a reload posts nothing twice). */
const backToAccount = (request: Request, query = "", init?: ResponseInit) =>
  redirect(localisedPath(`/account${query}`, languageOfRequest(request)), init);

async function signInAction(request: Request, form: FormData, client: string) {
  if (form.get("intent") === "request-code") {
    const submission = parseWithZod(form, { schema: CodeRequestForm });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    try {
      const { codeId } = await askForCode(
        submission.value.email,
        languageOfRequest(request),
        client,
      );
      return { step: "code", codeId, email: submission.value.email } satisfies SignInStep;
    } catch (error) {
      if (!isShopError(error)) throw error;
      return formRefusal(submission, error);
    }
  }
  const submission = parseWithZod(form, { schema: CodeForm });
  const step: SignInStep = {
    step: "code",
    codeId: String(form.get("codeId") ?? ""),
    email: String(form.get("email") ?? ""),
  };
  if (submission.status !== "success") {
    return data({ ...step, reply: submission.reply() }, { status: 400 });
  }
  try {
    const { setCookie } = await signInWithCode(request, submission.value, client);
    return backToAccount(request, "", { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    if (!isShopError(error)) throw error;
    return formRefusal(submission, error, {
      fieldErrors: { code: [error.message] },
      answer: (reply) => ({ ...step, reply }),
    });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "request-code" || intent === "sign-in") {
    return signInAction(request, form, clientAddress(context));
  }
  const customer = await signedInCustomer(request);
  if (!customer) return backToAccount(request);
  switch (intent) {
    case "sign-out":
      return backToAccount(request, "?signed-out", {
        headers: { "Set-Cookie": await endCustomerSession(request) },
      });
    case "sign-out-everywhere":
      endEveryCustomerSession(customer.id);
      return backToAccount(request, "?signed-out", {
        headers: { "Set-Cookie": await clearedCustomerCookie(request) },
      });
    case "consent":
      // Only a ticked box is a consent, stored with the words the page showed beside it.
      if (form.get("consent") === "yes") {
        const { t } = translatorForRequest(request);
        giveConsent(customer.id, t("account.consent.label"), new URL(request.url).pathname);
      }
      return backToAccount(request, "#consent");
    case "withdraw-consent":
      withdrawConsent(customer.id);
      return backToAccount(request, "#consent");
    case "delete-account":
      if (form.get("confirm") !== "yes") return backToAccount(request, "#your-data");
      deleteAccount(customer);
      return backToAccount(request, "?deleted", {
        headers: { "Set-Cookie": await clearedCustomerCookie(request) },
      });
    default:
      return backToAccount(request);
  }
}

export default function AccountPage() {
  const { signedIn, fromLink, notice } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="content-page account-page">
      {signedIn ? (
        <SignedInAccount account={signedIn} />
      ) : (
        <SignInForms answer={answer} fromLink={fromLink} notice={notice} />
      )}
    </div>
  );
}
