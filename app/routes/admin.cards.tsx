// /admin/cards?date=YYYY-MM-DD: the gift cards of a delivery date (default today, shop clock),
// printed four to an A4 page. Outside the portal layout so the cards print alone; admins only.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import { adminMeta } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { PrintedCards } from "~/components/admin/cards/printed-cards";
import { useHydrated } from "~/components/use-hydrated";
import { askedDeliveryDay } from "~/delivery/delivery-settings.server";
import { cardsOn } from "~/orders/day-cards.server";
import cardsStyles from "~/styles/admin-cards.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cardsStyles }];

export const meta = adminMeta("Cards to print");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { date } = askedDeliveryDay(request);
  return {
    date,
    day: DateTime.fromISO(date, { zone: "UTC" }).toFormat("cccc d LLLL yyyy"),
    cards: cardsOn(date),
  };
}

export default function CardsToPrint() {
  const { date, day, cards } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <main className="cards-to-print" aria-labelledby="cards-title">
      <header className="cards-to-print__bar">
        <div>
          <h1 id="cards-title" className="cards-to-print__title">
            Cards to print
          </h1>
          <p className="cards-to-print__intro">
            {cards.length === 0
              ? `${day}: no card messages.`
              : `${day}: ${cards.length} ${cards.length === 1 ? "card" : "cards"}, four to an A4 page.`}
          </p>
        </div>
        <div className="cards-to-print__actions">
          <Link to={`/admin/deliveries?date=${date}`} className="admin-link-button">
            Back to deliveries
          </Link>
          <Form method="get" className="cards-to-print__date">
            <label htmlFor="cards-date">Delivery date</label>
            <input id="cards-date" className="input" type="date" name="date" defaultValue={date} />
            <button type="submit" className="button button--secondary">
              Show
            </button>
          </Form>
          {hydrated ? (
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
          ) : (
            <p className="cards-to-print__hint">Print from your browser&rsquo;s menu.</p>
          )}
        </div>
      </header>
      <PrintedCards cards={cards} />
    </main>
  );
}
