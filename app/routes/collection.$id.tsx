// /collection/{id}: one bouquet, wrapped in its error boundary.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  useActionData,
  useLoaderData,
  type Params,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { analyticsItem, track } from "~/analytics/data-layer";
import { findBouquet } from "~/catalogue/items.server";
import { CheckoutRefusal } from "~/components/checkout/checkout-refusal";
import { PurchaseBox } from "~/components/checkout/purchase-box";
import { PurchaseUnavailable } from "~/components/checkout/purchase-unavailable";
import { Breadcrumb } from "~/components/item/breadcrumb";
import { Gallery, MAIN_SIZES } from "~/components/item/gallery";
import { largestPicturePreload } from "~/images/largest-paint";
import { ItemDetails } from "~/components/item/item-details";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ItemLoadFailed, ItemNotFound } from "~/components/item/item-error";
import { ItemSummary } from "~/components/item/item-summary";
import { galleryIndex, itemView } from "~/catalogue/item-view";
import { languageOfRequest } from "~/i18n/languages";
import { JsonLd } from "~/components/item/json-ld";
import { ID_PATTERN } from "~/db/ids";
import { breadcrumbJsonLd, productJsonLd } from "~/catalogue/product-jsonld";
import { pageMeta } from "~/content/meta";
import { aedDecimal } from "~/money/money";
import { invariantResponse } from "~/platform/invariant";
import { clientAddress } from "~/platform/request-context";
import { placeOrder } from "~/checkout/checkout.server";
import { ADD_GIFT } from "~/checkout/checkout-form";
import { keepGift } from "~/cart/keep-gift.server";
import { giftBeingEdited } from "~/cart/gift-edit.server";
import { purchaseState } from "~/checkout/purchase-state.server";
import { checkoutAddressBook, sendToReply } from "~/accounts/checkout-recipients.server";
import { SEND_TO } from "~/accounts/send-to";
import { shopFromMatches, useShop } from "~/content/shop-context";
import { translatorFromMatches } from "~/i18n/use-translator";
import checkoutStyles from "~/styles/checkout.css?url";
import styles from "~/styles/item.css?url";
import { bookingsPageHeaders, PERSONAL } from "~/platform/http-cache";

// The checkout form (its schema, zod and phone numbers) loads only on the checkout step: the
// bouquet's own page leaves it out of its scripts. The server renders it in place either way.
const CheckoutDetails = lazy(() =>
  import("~/components/checkout/checkout-form").then((module) => ({
    default: module.CheckoutDetails,
  })),
);

export const headers = bookingsPageHeaders;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: checkoutStyles },
];

/**
 * The bouquet at this address; a missing one, an add-on (never sold alone), or an address that
 * cannot be one, is a 404.
 */
function bouquetAt(params: Params) {
  const id = params.id ?? "";
  const item = ID_PATTERN.test(id) ? findBouquet(id) : null;
  invariantResponse(item, "Item Not Found", { status: 404, statusText: "Not Found" });
  return item;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const item = bouquetAt(params);
  const view = itemView(item, languageOfRequest(request));
  const url = new URL(request.url);
  const purchase = purchaseState(item, url);
  const cancelled = url.searchParams.get("payment") === "cancelled";
  // The cart's 'Edit': the form filled with that gift (the cart's cookie is read only here).
  const editing = purchase?.checkout ? await giftBeingEdited(request, url) : null;
  // The customer's address book ('Send to', 'Save this recipient'): only on the form, a page
  // never kept, so the bouquet's kept page stays the same for everyone.
  const addressBook = purchase?.checkout ? await checkoutAddressBook(request) : null;
  return data(
    {
      item: view,
      imageIndex: galleryIndex(url.searchParams.get("image"), view.images.length),
      purchase,
      cancelled,
      editing,
      addressBook,
    },
    // The customer's details form and a cancelled payment are one customer's moment, never kept.
    purchase?.checkout || cancelled ? { headers: { "Cache-Control": PERSONAL } } : undefined,
  );
}

/** 'Proceed to Payment': the order is created and the customer sent to pay, or the form answers. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const item = bouquetAt(params);
  // 'Add another gift' (or 'Save this gift'): the same form, kept in the cart instead of paid for.
  const posted = await request.clone().formData();
  // 'Send to' without JavaScript: the form again, filled with the recipient chosen.
  if (posted.get("intent") === SEND_TO) {
    return data(await sendToReply(request, posted), { headers: { "Cache-Control": PERSONAL } });
  }
  if (posted.get("intent") === ADD_GIFT) {
    const kept = await keepGift(request, posted, item);
    if ("redirect" in kept) {
      return redirect(kept.redirect, { headers: { "Set-Cookie": kept.cookie } });
    }
    return data(kept.reply, { status: kept.status, headers: { "Cache-Control": PERSONAL } });
  }
  const answer = await placeOrder(request, item, clientAddress(context));
  if ("paymentUrl" in answer) return redirect(answer.paymentUrl);
  return data(answer.reply, {
    status: answer.status,
    headers: { ...answer.headers, "Cache-Control": PERSONAL },
  });
}

/**
 * A refused order leaves the page's data alone (single fetch skips reloading after 4xx), except a
 * 409: the bouquet went out of stock or changed price, so the page shows what holds now.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { origin, shopName } = shopFromMatches(matches);
  const { t, path } = translatorFromMatches(matches, location.pathname);
  if (!data) {
    return [
      { title: `${t("item.problem.notFound")} | ${shopName}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { item } = data;
  return [
    ...pageMeta({
      title: `${item.title} | ${shopName}`,
      description: item.shortDescription,
      origin,
      path: path(`/collection/${item.id}`),
      image: item.images[0],
      type: "product",
      shopName,
    }),
    { property: "product:price:amount", content: aedDecimal(item.price.amount) },
    { property: "product:price:currency", content: "AED" },
    ...largestPicturePreload(item.images[data.imageIndex], MAIN_SIZES),
  ];
};

export default function ItemPage() {
  const { item, imageIndex, purchase, cancelled, editing, addressBook } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { origin, shopName } = useShop();
  const category = item.category?.name;
  const price = item.price.amount;

  useEffect(() => {
    const viewed = analyticsItem({ id: item.id, title: item.title, category, price });
    track("view_item", { ecommerce: { currency: "AED", value: viewed.price, items: [viewed] } });
  }, [item.id, item.title, category, price]);

  return (
    <article className="item-page">
      <JsonLd data={productJsonLd(item, { origin, shopName })} />
      <JsonLd data={breadcrumbJsonLd(item, origin)} />
      <div className="container">
        <Breadcrumb title={item.title} titleLang={item.titleLang} />
        <div className="item-page__layout">
          <div className="item-page__gallery">
            <Gallery
              key={item.id}
              title={item.title}
              images={item.images}
              initialIndex={imageIndex}
            />
          </div>
          <div className="item-page__purchase">
            <ItemSummary
              item={item}
              price={
                purchase?.size && purchase.sizes.length > 0
                  ? { amount: purchase.size.price, compareAt: purchase.size.compareAt, from: false }
                  : undefined
              }
            >
              {/* The form is gone when its choices no longer hold (e.g. same-day has closed, or
                  the bouquet is out of stock). */}
              {purchase?.checkout ? null : <CheckoutRefusal messages={[reply?.alert]} />}
              {purchase ? (
                <PurchaseBox
                  item={{
                    id: item.id,
                    title: item.title,
                    category: category ?? null,
                    offers: item.offers,
                  }}
                  purchase={purchase}
                  cancelled={cancelled}
                  dateError={reply?.result.error?.date?.[0]}
                />
              ) : (
                <PurchaseUnavailable />
              )}
            </ItemSummary>
          </div>
        </div>
      </div>
      {purchase?.checkout ? (
        <Suspense fallback={null}>
          <CheckoutDetails
            item={{
              id: item.id,
              title: item.title,
              category: category ?? null,
              image: item.images[0] ?? null,
            }}
            purchase={purchase}
            reply={reply}
            editing={editing}
            addressBook={addressBook}
          />
        </Suspense>
      ) : null}
      <ItemDetails item={item} sizeName={purchase?.size?.name} />
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => <ItemNotFound /> }}
      defaultStatusHandler={({ error }) => <ItemLoadFailed error={error} />}
      unexpectedErrorHandler={(error) => <ItemLoadFailed error={error} />}
      reported="all-but-404"
    />
  );
}
