// /collection/{id}: one bouquet (SPEC.md §2 'Item detail page'), wrapped in its error boundary.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { analyticsItem, track } from "~/analytics/data-layer";
import { findItem } from "~/catalog/items.server";
import { Breadcrumb } from "~/components/item/breadcrumb";
import { Gallery } from "~/components/item/gallery";
import { ItemDetails } from "~/components/item/item-details";
import { ItemErrorBoundary } from "~/components/item/item-error";
import { ItemSummary } from "~/components/item/item-summary";
import { galleryIndex, itemView } from "~/components/item/item-view";
import { JsonLd } from "~/components/item/json-ld";
import { ID_PATTERN } from "~/db/ids.server";
import { breadcrumbJsonLd, productJsonLd } from "~/seo/product-jsonld";
import { pageMeta } from "~/seo/meta";
import { shopFromMatches, useShop } from "~/storefront/shop-context";
import styles from "~/styles/item.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const item = ID_PATTERN.test(id) ? findItem(id) : null;
  if (!item) throw new Response("Item Not Found", { status: 404, statusText: "Not Found" });
  const view = itemView(item);
  const image = new URL(request.url).searchParams.get("image");
  return { item: view, imageIndex: galleryIndex(image, view.images.length) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { origin, shopName } = shopFromMatches(matches);
  if (!data) {
    return [{ title: `Item Not Found | ${shopName}` }, { name: "robots", content: "noindex" }];
  }
  const { item } = data;
  return [
    ...pageMeta({
      title: `${item.title} | ${shopName}`,
      description: item.shortDescription,
      origin,
      path: `/collection/${item.id}`,
      image: item.images[0],
      type: "product",
      shopName,
    }),
    { property: "product:price:amount", content: (item.price.amount / 100).toFixed(2) },
    { property: "product:price:currency", content: "AED" },
  ];
};

export default function ItemPage() {
  const { item, imageIndex } = useLoaderData<typeof loader>();
  const { origin, shopName } = useShop();
  const category = item.category?.name;
  const price = item.price.amount;

  useEffect(() => {
    const viewed = analyticsItem({ id: item.id, title: item.title, category, price: price / 100 });
    track("view_item", { ecommerce: { currency: "AED", value: viewed.price, items: [viewed] } });
  }, [item.id, item.title, category, price]);

  return (
    <article className="item-page">
      <JsonLd data={productJsonLd(item, { origin, shopName })} />
      <JsonLd data={breadcrumbJsonLd(item, origin)} />
      <div className="container">
        <Breadcrumb title={item.title} />
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
            <ItemSummary item={item} />
          </div>
        </div>
      </div>
      <ItemDetails item={item} />
    </article>
  );
}

export const ErrorBoundary = ItemErrorBoundary;
