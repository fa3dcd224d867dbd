// /reminders/stop?customer=…&sig=… (and /ar/…) — every reminder's List-Unsubscribe address. A
// POST (RFC 8058's one click: `List-Unsubscribe=One-Click`, sent by the mail provider without
// cookies, or this page's button) withdraws the customer's consent to reminders and news and
// answers 200; no sign-in, the link's signature is the proof. A GET only asks: a link opened by
// a mail scanner changes nothing.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { withdrawConsent } from "~/accounts/consent.server";
import { signedFor } from "~/accounts/reminder-links.server";
import { ReminderLinkPage } from "~/components/account/reminder-link-page";
import { contentMeta } from "~/content/page-meta";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import { personalHeaders } from "~/platform/http-cache";

export const headers = personalHeaders;

function linkOf(request: Request) {
  const query = new URL(request.url).searchParams;
  const customer = query.get("customer") ?? "";
  const valid = signedFor("stop", customer, query.get("sig") ?? "");
  return valid ? customer : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const valid = linkOf(request) !== null;
  return data({ valid }, { status: valid ? 200 : 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = linkOf(request);
  if (!customer) return data({ stopped: false }, { status: 404 });
  withdrawConsent(customer);
  return data({ stopped: true }, { status: 200 });
}

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorFromMatches(matches);
  return contentMeta({
    matches,
    title: t("account.reminders.stopTitle"),
    description: t("account.reminders.stopText"),
    path: "/reminders/stop",
    noindex: true,
  });
};

export default function StopReminders() {
  const { valid } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslator();
  const stopped = answer?.stopped === true;
  return (
    <ReminderLinkPage
      title={stopped ? t("account.reminders.stoppedTitle") : t("account.reminders.stopTitle")}
    >
      {!valid ? (
        <p>{t("account.reminders.badLink")}</p>
      ) : stopped ? (
        <p>{t("account.reminders.stoppedText")}</p>
      ) : (
        <Form method="post" replace>
          <p>{t("account.reminders.stopText")}</p>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className="button">
            {t("account.reminders.stop")}
          </button>
        </Form>
      )}
    </ReminderLinkPage>
  );
}
