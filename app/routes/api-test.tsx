// /api-test — diagnostic: the shop's health, the first categories and items, and the URL
// variants of one item's picture, read through the same domain layer as the JSON API.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ImageVariantTable, imageVariants } from "~/components/pages/image-variants";
import { contentMeta } from "~/content/page-meta";
import { storedFileName } from "~/images/stored-file.server";
import { listCategories } from "~/catalogue/categories.server";
import { listItems } from "~/catalogue/items.server";
import { formatAed } from "~/money/money";
import { shopHealth } from "~/platform/health.server";
import pagesStyles from "~/styles/pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export async function loader() {
  const items = listItems().slice(0, 2);
  const imageId = items.find((item) => item.mainImageId)?.mainImageId ?? null;
  return {
    health: await shopHealth(),
    categories: listCategories()
      .slice(0, 3)
      .map(({ id, name, slug, order }) => ({ id, name, slug, order })),
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      price: formatAed(item.fromPrice),
      sizes: item.sizes.length,
      category: item.categories[0]?.name ?? "—",
    })),
    image: imageId
      ? { id: imageId, variants: imageVariants(imageId, [320, 800], await storedFileName(imageId)) }
      : null,
  };
}

export const meta: MetaFunction = ({ matches }) =>
  contentMeta({
    matches,
    title: "API Test",
    description: "Diagnostic page: shop health, catalogue and image delivery.",
    path: "/api-test",
    noindex: true,
  });

export default function ApiTestPage() {
  const { health, categories, items, image } = useLoaderData<typeof loader>();
  return (
    <div className="content-page diagnostic">
      <div className="container">
        <header className="diagnostic__header">
          <p className="eyebrow">Diagnostics</p>
          <h1 className="title">API Test</h1>
          <p className="diagnostic__intro">
            What the shop’s domain layer answers right now: the same data the JSON API serves.
          </p>
        </header>

        <section className="diagnostic__section" aria-labelledby="api-health">
          <h2 id="api-health" className="diagnostic__heading">
            Health
          </h2>
          <dl className="diagnostic-facts">
            <div>
              <dt>Status</dt>
              <dd>{health.status}</dd>
            </div>
            <div>
              <dt>Database</dt>
              <dd>{health.database}</dd>
            </div>
            <div>
              <dt>Uptime</dt>
              <dd>{health.uptimeSeconds} s</dd>
            </div>
            <div>
              <dt>Checked at</dt>
              <dd>
                <time dateTime={health.time}>{health.time}</time>
              </dd>
            </div>
          </dl>
        </section>

        <section className="diagnostic__section" aria-labelledby="api-categories">
          <h2 id="api-categories" className="diagnostic__heading">
            Categories
          </h2>
          {categories.length > 0 ? (
            <table className="diagnostic-table">
              <caption>First {categories.length} categories</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Order</th>
                  <th scope="col">Id</th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category) => (
                  <tr key={category.id}>
                    <th scope="row">{category.name}</th>
                    <td>
                      <a href={`/${category.slug}`}>{category.slug}</a>
                    </td>
                    <td>{category.order}</td>
                    <td className="diagnostic-table__id">{category.id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No categories found</p>
          )}
        </section>

        <section className="diagnostic__section" aria-labelledby="api-items">
          <h2 id="api-items" className="diagnostic__heading">
            Items
          </h2>
          {items.length > 0 ? (
            <table className="diagnostic-table">
              <caption>First {items.length} items</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Price</th>
                  <th scope="col">Sizes</th>
                  <th scope="col">Category</th>
                  <th scope="col">Id</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <a href={`/collection/${item.id}`}>{item.title}</a>
                    </th>
                    <td>{item.price}</td>
                    <td>{item.sizes}</td>
                    <td>{item.category}</td>
                    <td className="diagnostic-table__id">{item.id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No items found.</p>
          )}
        </section>

        <section className="diagnostic__section" aria-labelledby="api-images">
          <h2 id="api-images" className="diagnostic__heading">
            Image URL variants
          </h2>
          {image ? (
            <ImageVariantTable caption={`Image ${image.id}`} variants={image.variants} />
          ) : (
            <p>No item has a picture yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}
