// /admin/deliveries?date=YYYY-MM-DD — the day's deliveries (default today, shop clock), one sheet
// per slot, each printed on its own page without the admin's chrome.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import { adminMeta } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { AdminPage } from "~/components/admin/admin-page";
import { DeliverySheets } from "~/components/admin/delivery/delivery-sheets";
import { useHydrated } from "~/components/use-hydrated";
import { askedDeliveryDay } from "~/delivery/delivery-settings.server";
import { deliverySheetsOn } from "~/orders/day-deliveries.server";
import deliveriesStyles from "~/styles/admin-deliveries.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deliveriesStyles }];

export const meta = adminMeta("Deliveries");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { date, today } = askedDeliveryDay(request);
  return {
    date,
    isToday: date === today,
    day: DateTime.fromISO(date, { zone: "UTC" }).toFormat("cccc d LLLL yyyy"),
    sheets: deliverySheetsOn(date),
  };
}

export default function Deliveries() {
  const { date, isToday, day, sheets } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <AdminPage
      title={isToday ? "Today's deliveries" : "Deliveries"}
      intro={`${day}: the paid orders, one sheet per slot for each driver.`}
      className="deliveries"
      action={
        <div className="deliveries__actions">
          <Form method="get" className="deliveries__date">
            <label htmlFor="deliveries-date">Delivery date</label>
            <input
              id="deliveries-date"
              className="input"
              type="date"
              name="date"
              defaultValue={date}
            />
            <button type="submit" className="button button--secondary">
              Show
            </button>
          </Form>
          <Link to={`/admin/cards?date=${date}`} className="admin-link-button">
            Cards to print
          </Link>
          {hydrated ? (
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
          ) : (
            <p className="deliveries__hint">Print from your browser&rsquo;s menu.</p>
          )}
        </div>
      }
    >
      <DeliverySheets sheets={sheets} day={day} />
    </AdminPage>
  );
}
