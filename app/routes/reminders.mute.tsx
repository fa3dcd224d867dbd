// /reminders/mute?occasion=…&sig=… (and /ar/…) — a reminder's 'Don't remind me about this any
// more': the GET names the occasion and asks (a mail scanner opening the link changes nothing),
// the button's POST mutes it. No sign-in: the link's signature is the proof.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { signedFor } from "~/accounts/reminder-links.server";
import { muteOccasion, occasionOfLink } from "~/accounts/recipients.server";
import { occasionName } from "~/components/account/occasion-name";
import { ReminderLinkPage } from "~/components/account/reminder-link-page";
import { contentMeta } from "~/content/page-meta";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import { personalHeaders } from "~/platform/http-cache";

export const headers = personalHeaders;

function linkOf(request: Request) {
  const query = new URL(request.url).searchParams;
  const id = query.get("occasion") ?? "";
  if (!signedFor("mute", id, query.get("sig") ?? "")) return null;
  const occasion = occasionOfLink(id);
  return occasion ? { id, ...occasion } : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const occasion = linkOf(request);
  const shown = occasion
    ? { kind: occasion.kind, label: occasion.label, name: occasion.recipientName }
    : null;
  return data({ occasion: shown }, { status: occasion ? 200 : 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  const occasion = linkOf(request);
  if (!occasion) return data({ muted: false }, { status: 404 });
  muteOccasion(occasion.customerId, occasion.id);
  return { muted: true };
}

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorFromMatches(matches);
  return contentMeta({
    matches,
    title: t("account.reminders.muteTitle"),
    description: t("account.reminders.muteTitle"),
    path: "/reminders/mute",
    noindex: true,
  });
};

export default function MuteOccasion() {
  const { occasion } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslator();
  const muted = answer?.muted === true;
  const values = occasion
    ? {
        occasion: occasionName({ kind: occasion.kind, label: occasion.label }, t),
        name: occasion.name,
      }
    : null;
  return (
    <ReminderLinkPage
      title={muted ? t("account.reminders.mutedTitle") : t("account.reminders.muteTitle")}
    >
      {!values ? (
        <p>{t("account.reminders.badLink")}</p>
      ) : muted ? (
        <p>{t("account.reminders.mutedText", values)}</p>
      ) : (
        <Form method="post" replace>
          <p>{t("account.reminders.muteText", values)}</p>
          <button type="submit" className="button">
            {t("account.occasions.mute")}
          </button>
        </Form>
      )}
    </ReminderLinkPage>
  );
}
