// /contact — why write to us, the contact form, and the ways to reach the boutique directly.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactMessageForm } from "~/components/pages/contact-form";
import { DirectSupport } from "~/components/pages/direct-support";
import { PageHero, PortraitPicture } from "~/components/pages/page-hero";
import { PointList } from "~/components/pages/point-list";
import { contentMeta } from "~/content/page-meta";
import { TrackedLink } from "~/components/pages/tracked-link";
import { listBouquets } from "~/catalogue/items.server";
import { isShopError } from "~/platform/errors";
import { formRefusal } from "~/platform/form-refusal.server";
import { clientAddress } from "~/platform/request-context";
import { CONTACT_FAILED, ContactForm } from "~/content/contact-form";
import { log } from "~/platform/log.server";
import { storeContactMessage } from "~/content/messages.server";
import { ANSWER_IN_PLACE, filledHoneypot } from "~/content/honeypot";
import { claimPublicFormPost } from "~/content/public-forms.server";
import { generalEnquiry } from "~/content/whatsapp";
import { useContact } from "~/content/shop-context";
import pagesStyles from "~/styles/pages.css?url";
import { withRetryAfter } from "~/platform/retry-after";
import { inLanguage } from "~/catalogue/in-language";
import { languageOfRequest, localisedPath } from "~/i18n/languages";
import type { MessageId } from "~/i18n/translate";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";

export const headers = withRetryAfter;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const bouquet = listBouquets().find((item) => item.featured && item.mainImageId);
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    hero: bouquet
      ? {
          imageId: bouquet.mainImageId,
          alt: inLanguage(bouquet.title, bouquet.titleAr, languageOfRequest(request)).text,
        }
      : null,
  };
}

// Each message is stored for the inbox, checked with the form's own schema. Without
// scripts the visitor is thanked on the page it redirects to; the scripted form asks to be
// answered in place, where its alert thanks her. A bot that fills the trap field is thanked the
// same way and nothing is stored; a client posting too often is asked to wait.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const thanked = form.has(ANSWER_IN_PLACE)
    ? data({ sent: true as const })
    : redirect(localisedPath("/contact?sent=1#message", languageOfRequest(request)));
  if (filledHoneypot(form)) return thanked;
  const submission = parseWithZod(form, { schema: ContactForm });
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  try {
    await claimPublicFormPost("contact", clientAddress(context));
  } catch (error) {
    if (!isShopError(error) || error.kind !== "rate-limited") throw error;
    return formRefusal(submission, error);
  }
  try {
    storeContactMessage(submission.value);
  } catch (error) {
    // The database refused (a full disk…): the message stays in the visitor's form, under the
    // form's error, rather than an error page that loses it.
    log.error({ err: error }, "could not store a contact message");
    return data(submission.reply({ formErrors: [CONTACT_FAILED] }), { status: 500 });
  }
  return thanked;
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  contentMeta({
    matches,
    title: translatorFromMatches(matches).t("pages.contact.title"),
    description: translatorFromMatches(matches).t("pages.contact.description"),
    path: "/contact",
    image: loaderData?.hero?.imageId,
  });

const BENEFITS: { title: MessageId; text: MessageId }[] = [
  { title: "pages.contact.reply", text: "pages.contact.reply.text" },
  { title: "pages.contact.bespoke", text: "pages.contact.bespoke.text" },
  { title: "pages.contact.delivery", text: "pages.contact.delivery.text" },
  { title: "pages.contact.events", text: "pages.contact.events.text" },
];

export default function ContactPage() {
  const { sent, hero } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const lastResult = answer && "sent" in answer ? undefined : answer;
  const { t, language } = useTranslator();
  const whatsApp = generalEnquiry(useContact().whatsapp, language);
  return (
    <div className="content-page">
      <PageHero
        layout="split"
        eyebrow={t("pages.contact.eyebrow")}
        title={t("pages.contact.heading")}
        lede={t("pages.contact.lede")}
        media={
          <PortraitPicture
            imageRef={hero?.imageId}
            alt={hero?.alt ?? ""}
            sizes="(max-width: 768px) 100vw, 45vw"
            priority
            className="page-hero__picture"
          />
        }
      >
        <a href="#message" className="button">
          {t("pages.contact.writeToUs")}
        </a>
        {whatsApp ? (
          <TrackedLink
            href={whatsApp}
            event="whatsapp_click"
            placement="contact_hero"
            className="button button--secondary"
          >
            {t("pages.contact.chat")}
          </TrackedLink>
        ) : null}
      </PageHero>

      <section className="section section--deep" aria-labelledby="contact-benefits">
        <div className="container">
          <h2 id="contact-benefits" className="eyebrow benefits__heading">
            {t("pages.contact.expect")}
          </h2>
          <PointList
            block="benefits"
            points={BENEFITS.map((benefit) => ({ title: t(benefit.title), text: t(benefit.text) }))}
          />
        </div>
      </section>

      <section id="message" className="section" aria-labelledby="contact-form-title">
        <div className="container contact-layout">
          <div className="contact-layout__form">
            <h2 id="contact-form-title" className="title">
              {t("pages.contact.writeToUs")}
            </h2>
            <p className="contact-layout__intro">{t("pages.contact.formIntro")}</p>
            <ContactMessageForm
              labelledBy="contact-form-title"
              lastResult={lastResult}
              sent={sent}
            />
          </div>
          <DirectSupport />
        </div>
      </section>
    </div>
  );
}
