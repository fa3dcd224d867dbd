import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listItems } from "~/catalog/items.server";
import { cardPriceText } from "~/catalog/price-text";
import { env } from "~/config/env.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.shopName ?? "Maison Florale"} | Luxury Flowers in Dubai` },
  { name: "description", content: "Hand-tied luxury bouquets, delivered across Dubai." },
];

export function loader() {
  const bouquets = listItems({ sort: "newest" })
    .slice(0, 8)
    .map((item) => ({
      id: item.id,
      title: item.title,
      priceText: cardPriceText(item),
      imageId: item.mainImageId,
    }));
  return { shopName: env().SHOP_NAME, bouquets };
}

export default function Home() {
  const { shopName, bouquets } = useLoaderData<typeof loader>();
  return (
    <main className="home">
      <header className="home__masthead">
        <h1 className="home__brand">{shopName}</h1>
        <p className="home__tagline">Luxury flowers · Dubai</p>
      </header>
      {bouquets.length === 0 ? (
        <p>No bouquets found in this category.</p>
      ) : (
        <ul className="grid">
          {bouquets.map((bouquet, index) => (
            <li key={bouquet.id} className="card">
              <a href={`/collection/${bouquet.id}`}>
                {bouquet.imageId ? (
                  <img
                    src={`/api/images/${bouquet.imageId}?w=640`}
                    srcSet={[320, 640, 960]
                      .map((w) => `/api/images/${bouquet.imageId}?w=${w} ${w}w`)
                      .join(", ")}
                    sizes="(max-width: 600px) 100vw, 25vw"
                    width={640}
                    height={800}
                    alt={bouquet.title}
                    loading={index < 4 ? "eager" : "lazy"}
                    decoding="async"
                  />
                ) : null}
                <h2>{bouquet.title}</h2>
              </a>
              <p>{bouquet.priceText}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
