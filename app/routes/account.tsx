// /account (and /ar/account) — the customer's account. Signed out: 'Email me a code', then 'Enter
// your code' (the email's link opens it filled in: one button to press, so a mail scanner opening
// the link spends nothing). Signed in: My orders, reminders and news, 'Download my data', 'Delete
// my account', signing out, and the address book (recipients and their occasions). Every form works without scripts; nothing here is ever cached.
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
import { orderAgain, ownOrder } from "~/accounts/order-again.server";
import { cartCookieFor, cartIdOf } from "~/cart/cart-cookie.server";
import { OccasionForm, RecipientForm } from "~/accounts/recipient-forms";
import {
  addOccasion,
  deleteOccasion,
  deleteRecipient,
  muteOccasion,
  saveRecipient,
} from "~/accounts/recipients.server";
import { recipientsView } from "~/accounts/recipients-view.server";
import type { CustomerRow } from "~/db/schema";
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
      recipients: recipientsView(customer.id, query.get("edit")),
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

/** The address book's buttons: a recipient saved or deleted, an occasion added, muted or deleted. */
function recipientsAction(request: Request, form: FormData, customer: CustomerRow) {
  const field = (name: string) => String(form.get(name) ?? "");
  switch (form.get("intent")) {
    case "save-recipient": {
      const submission = parseWithZod(form, { schema: RecipientForm });
      if (submission.status !== "success") {
        return data({ recipientReply: submission.reply() }, { status: 400 });
      }
      saveRecipient(customer.id, submission.value);
      return backToAccount(request, "#recipients");
    }
    case "delete-recipient":
      deleteRecipient(customer.id, field("recipientId"));
      return backToAccount(request, "#recipients");
    case "add-occasion": {
      const submission = parseWithZod(form, { schema: OccasionForm });
      if (submission.status !== "success") {
        const errors = submission.reply().error ?? {};
        const message = Object.values(errors).flat().find(Boolean) ?? "";
        return data(
          { occasionRefusal: { recipientId: field("recipientId"), message } },
          { status: 400 },
        );
      }
      addOccasion(customer.id, submission.value);
      return backToAccount(request, "#recipients");
    }
    case "mute-occasion":
    case "unmute-occasion":
      muteOccasion(customer.id, field("occasionId"), form.get("intent") === "mute-occasion");
      return backToAccount(request, "#recipients");
    case "delete-occasion":
      deleteOccasion(customer.id, field("occasionId"));
      return backToAccount(request, "#recipients");
    default:
      return null;
  }
}

/** 'Order again': the order's gifts in the cart for new dates, then the cart, told what happened. */
async function orderAgainAction(request: Request, orderId: string, customer: CustomerRow) {
  let order;
  try {
    order = ownOrder(customer.email, orderId);
  } catch (error) {
    if (!isShopError(error)) throw error;
    return backToAccount(request);
  }
  const { cartId, full } = orderAgain(order, await cartIdOf(request));
  const query = `?again=${encodeURIComponent(order.id)}${full ? "&full=1" : ""}#cart-notice`;
  return redirect(localisedPath(`/cart${query}`, languageOfRequest(request)), {
    headers: { "Set-Cookie": await cartCookieFor(request, cartId) },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "request-code" || intent === "sign-in") {
    return signInAction(request, form, clientAddress(context));
  }
  const customer = await signedInCustomer(request);
  if (!customer) return backToAccount(request);
  const recipientsAnswer = recipientsAction(request, form, customer);
  if (recipientsAnswer) return recipientsAnswer;
  switch (intent) {
    case "order-again":
      return orderAgainAction(request, String(form.get("orderId") ?? ""), customer);
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

/** The action's answer the sign-in forms read (the address book's are the signed-in page's). */
function signInAnswer(answer: ReturnType<typeof useActionData<typeof action>>) {
  if (!answer || "recipientReply" in answer || "occasionRefusal" in answer) return undefined;
  return answer;
}

export default function AccountPage() {
  const { signedIn, fromLink, notice } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="content-page account-page">
      {signedIn ? (
        <SignedInAccount
          account={signedIn}
          recipientReply={answer && "recipientReply" in answer ? answer.recipientReply : undefined}
          occasionRefusal={
            answer && "occasionRefusal" in answer ? answer.occasionRefusal : undefined
          }
        />
      ) : (
        <SignInForms answer={signInAnswer(answer)} fromLink={fromLink} notice={notice} />
      )}
    </div>
  );
}
