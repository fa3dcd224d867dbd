// /api-test — diagnostic: the shop's health, the first categories and items, and the URL
// variants of one item's picture, read through the same domain layer as the JSON API.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  DiagnosticFacts,
  DiagnosticPage,
  DiagnosticSection,
  DiagnosticTable,
} from "~/components/pages/diagnostics";
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
    <DiagnosticPage
      title="API Test"
      intro="What the shop’s domain layer answers right now: the same data the JSON API serves."
    >
      <DiagnosticSection id="api-health" heading="Health">
        <DiagnosticFacts
          facts={[
            { term: "Status", value: health.status },
            { term: "Database", value: health.database },
            { term: "Uptime", value: `${health.uptimeSeconds} s` },
            { term: "Checked at", value: <time dateTime={health.time}>{health.time}</time> },
          ]}
        />
      </DiagnosticSection>

      <DiagnosticSection id="api-categories" heading="Categories">
        {categories.length > 0 ? (
          <DiagnosticTable
            caption={`First ${categories.length} categories`}
            columns={["Name", "Slug", "Order", "Id"]}
          >
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
          </DiagnosticTable>
        ) : (
          <p>No categories found</p>
        )}
      </DiagnosticSection>

      <DiagnosticSection id="api-items" heading="Items">
        {items.length > 0 ? (
          <DiagnosticTable
            caption={`First ${items.length} items`}
            columns={["Title", "Price", "Sizes", "Category", "Id"]}
          >
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
          </DiagnosticTable>
        ) : (
          <p>No items found.</p>
        )}
      </DiagnosticSection>

      <DiagnosticSection id="api-images" heading="Image URL variants">
        {image ? (
          <ImageVariantTable caption={`Image ${image.id}`} variants={image.variants} />
        ) : (
          <p>No item has a picture yet.</p>
        )}
      </DiagnosticSection>
    </DiagnosticPage>
  );
}
