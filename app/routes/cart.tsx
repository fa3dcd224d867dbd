// /cart: the gifts kept in the customer's cart at today's prices, each to change, edit or
// remove, and one checkout for all of them. Never kept or indexed: it is one customer's.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { cartIdOf } from "~/cart/cart-cookie.server";
import { checkoutCart } from "~/cart/cart-checkout.server";
import { CART_INTENTS, QuantityForm, RemoveForm } from "~/cart/cart-forms";
import { quoteCart } from "~/cart/cart-quote.server";
import { cartGiftsOf, removeCartGift, setGiftQuantity } from "~/cart/carts.server";
import { CartPage, type CartNotice } from "~/components/cart/cart-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { contentMeta } from "~/content/page-meta";
import { languageOfRequest, localisedPath } from "~/i18n/languages";
import { translatorForRequest } from "~/i18n/page-language.server";
import { translatorFromMatches } from "~/i18n/use-translator";
import { isShopError, statusOf } from "~/platform/errors";
import { personalHeaders, PERSONAL } from "~/platform/http-cache";
import { clientAddress } from "~/platform/request-context";
import checkoutStyles from "~/styles/checkout.css?url";
import styles from "~/styles/cart.css?url";

export const headers = personalHeaders;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: styles },
];

const NOTICES = ["removed", "quantity", "saved"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const gifts = cartGiftsOf(await cartIdOf(request));
  const notice = NOTICES.find((name) => new URL(request.url).searchParams.has(name)) ?? null;
  return data(
    {
      quote: quoteCart(gifts, language),
      notice: notice as CartNotice | null,
      key: crypto.randomUUID(),
    },
    { headers: { "Cache-Control": PERSONAL } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = CART_INTENTS.find((each) => each === formData.get("intent"));
  const language = languageOfRequest(request);
  const back = (notice: CartNotice) => redirect(localisedPath(`/cart?${notice}=1`, language));
  const personal = { "Cache-Control": PERSONAL };
  if (intent === "checkout") {
    const answer = await checkoutCart(request, formData, clientAddress(context));
    if ("paymentUrl" in answer) return redirect(answer.paymentUrl);
    return data(
      { checkout: answer.reply, giftAlert: null },
      { status: answer.status, headers: { ...answer.headers, ...personal } },
    );
  }
  const schema = intent === "quantity" ? QuantityForm : RemoveForm;
  const submission = parseWithZod(formData, { schema });
  const words = translatorForRequest(request);
  if (!intent || submission.status !== "success") {
    const messages = submission.status === "success" ? [] : Object.values(submission.error ?? {});
    const alert = words.say(messages.flat()[0] ?? words.t("checkout.error.tryAgain"));
    return data({ checkout: null, giftAlert: alert }, { status: 400, headers: personal });
  }
  const cartId = await cartIdOf(request);
  try {
    const { giftId, quantity } = submission.value as { giftId: string; quantity?: number };
    if (intent === "quantity" && quantity !== undefined) {
      setGiftQuantity(cartId, giftId, quantity);
      return back("quantity");
    }
    removeCartGift(cartId, giftId);
    return back("removed");
  } catch (error) {
    if (!isShopError(error)) throw error;
    return data(
      { checkout: null, giftAlert: words.say(error.message) },
      { status: statusOf[error.kind], headers: personal },
    );
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const { t } = translatorFromMatches(matches, location.pathname);
  return contentMeta({
    matches,
    title: t("cart.metaTitle"),
    description: t("cart.yourDetailsText"),
    path: "/cart",
    noindex: true,
  });
};

export default function Cart() {
  const { quote, notice, key } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <CartPage
      quote={quote}
      notice={notice}
      idempotencyKey={answer?.checkout?.key ?? key}
      checkout={answer?.checkout ?? undefined}
      giftAlert={answer?.giftAlert ?? null}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary reported="all-but-404" />;
}
