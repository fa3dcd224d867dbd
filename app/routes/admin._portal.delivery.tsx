// /admin/delivery — the florists' delivery settings: the rules, the closed and
// special dates, and who changed them. One plain form per change; each works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DateTime } from "luxon";
import { z } from "zod";
import { adminMeta } from "~/admin-auth/admin-meta";
import {
  OWNERS_ONLY,
  mayChangeDeliverySettings,
  requireDeliverySettingsChanger,
} from "~/admin-auth/roles";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { AdminPage } from "~/components/admin/admin-page";
import { ClosedDates } from "~/components/admin/delivery/closed-dates";
import { DeliveryPanel } from "~/components/admin/delivery/delivery-panel";
import { RecentChanges } from "~/components/admin/delivery/recent-changes";
import { RulesForm } from "~/components/admin/delivery/rules-form";
import { SpecialDates } from "~/components/admin/delivery/special-dates";
import { ZonesForm } from "~/components/admin/delivery/zones-form";
import {
  ADD_SPECIAL_DATE,
  CLOSE_DATE,
  ClosedDateForm,
  DeliveryRulesForm,
  REMOVE_DATE,
  RemoveDateForm,
  SAVE_RULES,
  SAVE_ZONES,
  slotHourBox,
  SpecialDateForm,
  ZonesForm as ZonesFormSchema,
} from "~/delivery/delivery-settings-form";
import type { DeliverySettings } from "~/delivery/delivery-settings";
import {
  changeDeliverySettings,
  currentDeliverySettings,
  deliveryClock,
  deliverySettingsHistory,
} from "~/delivery/delivery-settings.server";
import {
  DELIVERY_SLOTS,
  deliveryWindow,
  perSlot,
  type SlotHours,
} from "~/delivery/delivery-window";
import {
  dateInWords,
  dayInWords,
  SAVED_MESSAGES,
  withClosedDate,
  withDeliveryZones,
  withoutDate,
  withRules,
  withSpecialDate,
} from "~/delivery/settings-changes";
import { aedFromFils } from "~/money/money";
import { currentTime } from "~/platform/clock.server";
import { isShopError } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import deliveryStyles from "~/styles/admin-delivery.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deliveryStyles }];

export const meta = adminMeta("Delivery");

const PAGE = "/admin/delivery";
const HISTORY = 10;

const box = (value: number | null) => (value === null ? "" : String(value));
const aedBox = (fils: number | null) => (fils === null ? "" : String(aedFromFils(fils)));
/** The hour boxes as the form shows them: 'morningStart' → '09:00', … */
const slotHourValues = (hours: SlotHours) =>
  Object.fromEntries(
    DELIVERY_SLOTS.flatMap((slot) =>
      (["start", "end"] as const).map((edge) => [
        slotHourBox(slot.value, edge),
        hours[slot.value][edge],
      ]),
    ),
  ) as Record<ReturnType<typeof slotHourBox>, string>;
const inWords = (capacity: number | null) => (capacity === null ? "No limit" : String(capacity));

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  const settings = currentDeliverySettings();
  const clock = deliveryClock(settings);
  return {
    canChange: mayChangeDeliverySettings(admin),
    today: deliveryWindow(currentTime(), clock).today,
    rules: {
      sameDayCutoff: settings.sameDayCutoff,
      ...perSlot((slot) => box(settings.slotCapacity[slot])),
      ...slotHourValues(settings.slotHours),
      deliveryFee: settings.deliveryFee === 0 ? "" : String(aedFromFils(settings.deliveryFee)),
      freeDeliveryFrom:
        settings.freeDeliveryFrom === null ? "" : String(aedFromFils(settings.freeDeliveryFrom)),
    },
    zones: settings.zones.map((zone) => ({
      id: zone.id,
      nameEn: zone.name.en,
      nameAr: zone.name.ar ?? "",
      emirate: zone.emirate,
      areas: zone.areas.map((area) => (area.ar ? `${area.en} | ${area.ar}` : area.en)).join("\n"),
      fee: aedBox(zone.fee),
      freeDeliveryFrom: aedBox(zone.freeDeliveryFrom),
      sameDay: zone.sameDay ? ("on" as const) : ("" as const),
      leadDays: String(zone.leadDays),
    })),
    closedDates: settings.closedDates.map((closed) => ({
      date: closed.date,
      day: dayInWords(closed.date),
      label: dateInWords(closed.date),
      reason: closed.reason,
    })),
    specialDates: settings.specialDates.map((special) => ({
      date: special.date,
      day: dayInWords(special.date),
      label: dateInWords(special.date),
      ...perSlot((slot) => inWords(special.slotCapacity[slot])),
      note: special.note,
    })),
    history: deliverySettingsHistory(HISTORY).map((change) => ({
      by: change.changedBy,
      atIso: change.changedAt,
      at: DateTime.fromISO(change.changedAt, { zone: clock.timeZone }).toFormat(
        "d LLL yyyy, HH:mm",
      ),
    })),
  };
}

const Intent = z.enum([SAVE_RULES, CLOSE_DATE, ADD_SPECIAL_DATE, REMOVE_DATE, SAVE_ZONES]);

type AdminForm = Awaited<ReturnType<typeof requireAdminForm>>;

/** One form's change: read by its schema, made in the settings' lock, then the message. */
async function saveChange<Schema extends z.ZodType<object>>(
  request: Request,
  { admin, session, form }: AdminForm,
  intent: z.infer<typeof Intent>,
  schema: Schema,
  change: (value: z.output<Schema>) => (current: DeliverySettings) => DeliverySettings,
  saved: (value: z.output<Schema>) => string,
) {
  const submission = parseWithZod(form, { schema });
  try {
    requireDeliverySettingsChanger(admin);
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    changeDeliverySettings(change(submission.value), admin.username);
  } catch (error) {
    if (!isShopError(error)) throw error;
    return formRefusal(submission, error, { answer: (result) => ({ intent, result }) });
  }
  return redirectWithMessage(request, session, PAGE, saved(submission.value));
}

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireAdminForm(request);
  const intent = Intent.safeParse(signedIn.form.get("intent"));
  if (!intent.success) throw new Response("Unknown action.", { status: 400 });
  const asked = [request, signedIn, intent.data] as const;
  switch (intent.data) {
    case SAVE_RULES:
      return saveChange(...asked, DeliveryRulesForm, withRules, () => SAVED_MESSAGES.rules);
    case CLOSE_DATE:
      return saveChange(...asked, ClosedDateForm, withClosedDate, (closed) =>
        SAVED_MESSAGES.closed(closed.date),
      );
    case ADD_SPECIAL_DATE:
      return saveChange(...asked, SpecialDateForm, withSpecialDate, (special) =>
        SAVED_MESSAGES.special(special.date),
      );
    case SAVE_ZONES:
      return saveChange(...asked, ZonesFormSchema, withDeliveryZones, () => SAVED_MESSAGES.zones);
    case REMOVE_DATE:
      return saveChange(...asked, RemoveDateForm, withoutDate, (removed) =>
        SAVED_MESSAGES.removed(removed.date),
      );
  }
}

export default function AdminDelivery() {
  const { canChange, today, rules, zones, closedDates, specialDates, history } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  // Each arrival (after a change too) shows the saved settings and empty add forms.
  const { key } = useLocation();

  return (
    <AdminPage
      title="Delivery"
      intro="When orders can be delivered: the cut-off, each slot's hours and how many it takes, and the dates that differ."
      className="delivery-page"
    >
      {canChange ? null : (
        <p
          className={answer ? "admin-alert admin-alert--error" : "admin-alert"}
          role={answer ? "alert" : undefined}
        >
          {OWNERS_ONLY.delivery} You can read them here.
        </p>
      )}
      {/* Staff read the settings in the same forms, every control disabled. */}
      <fieldset className="delivery-lock" disabled={!canChange}>
        <div className="delivery-layout" key={key}>
          <DeliveryPanel
            id="delivery-rules-title"
            title="Delivery rules"
            intro="Apply every day, except the closed and special dates."
          >
            <RulesForm rules={rules} lastResult={resultOf(SAVE_RULES)} />
          </DeliveryPanel>

          <div className="delivery-side">
            <DeliveryPanel
              id="closed-dates-title"
              title="Closed dates"
              intro="No deliveries on these dates; customers read the reason."
            >
              <ClosedDates
                dates={closedDates}
                titleId="closed-dates-title"
                today={today}
                lastResult={resultOf(CLOSE_DATE)}
              />
            </DeliveryPanel>

            <DeliveryPanel
              id="special-dates-title"
              title="Special dates"
              intro="Dates with their own capacity per slot, e.g. Valentine's Day."
            >
              <SpecialDates
                dates={specialDates}
                titleId="special-dates-title"
                today={today}
                lastResult={resultOf(ADD_SPECIAL_DATE)}
              />
            </DeliveryPanel>

            <DeliveryPanel id="delivery-history-title" title="Recent changes">
              <RecentChanges changes={history} />
            </DeliveryPanel>
          </div>

          <div className="delivery-zones">
            <DeliveryPanel
              id="delivery-zones-title"
              title="Zones"
              intro="The areas delivered to, each zone with its fee, the order value from which delivery is free, and whether it is delivered the same day or how many days ahead."
            >
              <ZonesForm zones={zones} lastResult={resultOf(SAVE_ZONES)} />
            </DeliveryPanel>
          </div>
        </div>
      </fieldset>
    </AdminPage>
  );
}
