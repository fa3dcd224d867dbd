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
import { bouquetsNoLongerSold, ownOrder } from "~/accounts/order-again.server";
import { signedInCustomer } from "~/accounts/customer-sessions.server";
import { CartPage, type CartNotice, type OrderedAgain } from "~/components/cart/cart-page";
import type { Language } from "~/i18n/languages";
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

const NOTICES = ["removed", "quantity", "saved", "payment"] as const;

/**
 * After 'Order again' (from the account, signed in): the order it came from and its bouquets no
 * longer sold, read again from the customer's own order, so a link cannot make the page say more.
 */
async function orderedAgain(
  request: Request,
  query: URLSearchParams,
  language: Language,
): Promise<OrderedAgain | null> {
  const orderId = query.get("again");
  if (!orderId) return null;
  const customer = await signedInCustomer(request);
  if (!customer) return null;
  try {
    const order = ownOrder(customer.email, orderId);
    return {
      orderNumber: order.orderNumber,
      notSold: bouquetsNoLongerSold(order, language),
      full: query.has("full"),
    };
  } catch (error) {
    if (!isShopError(error)) throw error;
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const gifts = cartGiftsOf(await cartIdOf(request));
  const query = new URL(request.url).searchParams;
  const notice = NOTICES.find((name) => query.has(name)) ?? null;
  return data(
    {
      quote: quoteCart(gifts, language),
      notice: notice as CartNotice | null,
      again: await orderedAgain(request, query, language),
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
  const { quote, notice, again, key } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <CartPage
      quote={quote}
      notice={notice}
      again={again}
      idempotencyKey={answer?.checkout?.key ?? key}
      checkout={answer?.checkout ?? undefined}
      giftAlert={answer?.giftAlert ?? null}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary reported="all-but-404" />;
}
