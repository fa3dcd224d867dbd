// /admin/dashboard — the shop at a glance, every figure real: emails that need attention, the
// stats, the last 30 shop days, the next 7 days' places per delivery slot, the five newest orders.
// Its one form sends a failed email again.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DateTime } from "luxon";
import { z } from "zod";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { countItems } from "~/catalogue/items.server";
import { AddressesPending } from "~/components/admin/dashboard/addresses-pending";
import { BeforeYouOpenList } from "~/components/admin/dashboard/before-you-open";
import { NeedsAttention, SEND_AGAIN } from "~/components/admin/dashboard/needs-attention";
import { NextDays } from "~/components/admin/dashboard/next-days";
import { QuickActions } from "~/components/admin/dashboard/quick-actions";
import { RecentOrders } from "~/components/admin/dashboard/recent-orders";
import { SalesChart } from "~/components/admin/dashboard/sales-chart";
import { StatCards } from "~/components/admin/dashboard/stat-cards";
import { TestModeNotice } from "~/components/admin/dashboard/test-mode-notice";
import { AdminPage } from "~/components/admin/admin-page";
import { beforeYouOpen } from "~/content/before-you-open.server";
import { nextDaysPlan, type PlanCell } from "~/delivery/delivery-plan.server";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { DELIVERY_SLOTS, deliveryTimeLabel } from "~/delivery/delivery-window";
import { formatAed } from "~/money/money";
import { listOrders } from "~/orders/order-reads.server";
import { addressesStillMissing } from "~/orders/recipient-address.server";
import { dailySales, orderStats } from "~/orders/order-stats.server";
import { refundedOnPaidOrders } from "~/payments/refunds.server";
import { testModeCause } from "~/payments/test-mode.server";
import { ID_PATTERN } from "~/db/ids";
import { currentTime, shopClock } from "~/platform/clock.server";
import { messagesNeedingAttention, sendMessageAgain } from "~/platform/outbox.server";
import dashboardStyles from "~/styles/admin-dashboard.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: MetaFunction = () => [{ title: "Dashboard | Admin" }];

const CHART_DAYS = 30;
const RECENT_ORDERS = 5;

const placesText = (cell: PlanCell) => ({
  text: cell.capacity === null ? String(cell.held) : `${cell.held} / ${cell.capacity}`,
  full: cell.full,
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = currentTime();
  const zone = shopClock().timeZone;
  const onShopClock = (iso: string) => DateTime.fromISO(iso, { zone });
  const stats = orderStats(refundedOnPaidOrders, now);
  const plan = nextDaysPlan(now);
  const slotHours = currentSlotHours();
  return {
    asOf: DateTime.fromJSDate(now, { zone }).toFormat("cccc d LLLL, HH:mm"),
    testMode: testModeCause(),
    beforeYouOpen: beforeYouOpen().map(({ id, text, href, linkText, fix }) => ({
      id,
      text,
      href,
      linkText,
      fix,
    })),
    failedEmails: messagesNeedingAttention().map((email) => ({
      ...email,
      failed: onShopClock(email.failedAt).toFormat("d LLL yyyy, HH:mm"),
    })),
    addressesPending: addressesStillMissing(now).map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      recipientName: order.recipientName,
      delivery: `${DateTime.fromISO(order.deliveryDate).toFormat("ccc d LLL")}, ${deliveryTimeLabel(order.deliveryTime, slotHours)}`,
      href: `/admin/orders?q=${order.orderNumber}&open=${order.id}`,
    })),
    stats: {
      totalOrders: stats.totalOrders,
      pendingOrders: stats.pendingOrders,
      totalItems: countItems(),
      revenue: formatAed(stats.revenue),
      orderGrowth: stats.orderGrowth,
      revenueGrowth: stats.revenueGrowth,
    },
    recentOrders: listOrders({ limit: RECENT_ORDERS }).map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      placedAt: order.createdAt,
      placed: onShopClock(order.createdAt).toFormat("d LLL yyyy, HH:mm"),
      total: formatAed(order.totalAmount),
      status: order.status,
    })),
    plan: plan.map((day, index) => ({
      date: day.date,
      day: index === 0 ? "Today" : DateTime.fromISO(day.date).toFormat("ccc d LLL"),
      closedReason: day.closedReason,
      cells: [
        ...DELIVERY_SLOTS.map((slot) => placesText(day.slots[slot.value])),
        { text: String(day.anyTime), full: false },
        placesText(day.day),
      ],
    })),
    deliveriesToday: `/admin/deliveries?date=${plan[0]?.date ?? ""}`,
    days: dailySales(refundedOnPaidOrders, CHART_DAYS, now).map((day) => {
      const date = DateTime.fromISO(day.date, { zone });
      return {
        date: day.date,
        label: date.toFormat("d LLL"),
        longLabel: date.toFormat("ccc d LLL"),
        orders: day.orders,
        revenue: day.revenue,
        revenueText: formatAed(day.revenue),
      };
    }),
  };
}

const SendAgain = z.object({
  intent: z.literal(SEND_AGAIN),
  id: z.string().regex(ID_PATTERN),
});

const DASHBOARD = "/admin/dashboard";

/** 'Send again' on an email that failed for good: due again at once, with a fresh day of tries. */
export async function action({ request }: ActionFunctionArgs) {
  const { admin, session, form } = await requireAdminForm(request);
  const asked = SendAgain.safeParse(Object.fromEntries(form));
  if (!asked.success) throw new Response("Unknown action.", { status: 400 });
  const again = sendMessageAgain(asked.data.id, admin.username);
  return redirectWithMessage(
    request,
    session,
    DASHBOARD,
    again
      ? `The email to ${again.recipient} is on its way again.`
      : "That email is no longer waiting: it was sent again already.",
  );
}

export default function Dashboard() {
  const {
    asOf,
    testMode,
    beforeYouOpen,
    failedEmails,
    addressesPending,
    stats,
    recentOrders,
    days,
    plan,
    deliveriesToday,
  } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Dashboard"
      intro={`The shop at a glance · ${asOf}, Dubai time`}
      className="dash"
    >
      {testMode ? <TestModeNotice cause={testMode} /> : null}
      {beforeYouOpen.length > 0 ? <BeforeYouOpenList items={beforeYouOpen} /> : null}
      {failedEmails.length > 0 ? <NeedsAttention emails={failedEmails} /> : null}
      {addressesPending.length > 0 ? <AddressesPending orders={addressesPending} /> : null}
      <StatCards stats={stats} />
      <div className="dash__middle">
        <SalesChart days={days} />
        <QuickActions pendingOrders={stats.pendingOrders} />
      </div>
      <NextDays days={plan} deliveriesToday={deliveriesToday} />
      <RecentOrders orders={recentOrders} />
    </AdminPage>
  );
}
