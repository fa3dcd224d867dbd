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
import pagesStyles from "~/styles/pages.css?url";
import { withRetryAfter } from "~/platform/retry-after";

export const headers = withRetryAfter;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pagesStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  const bouquet = listBouquets().find((item) => item.featured && item.mainImageId);
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    hero: bouquet ? { imageId: bouquet.mainImageId, alt: bouquet.title } : null,
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
    : redirect("/contact?sent=1#message");
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
    title: "Contact",
    description:
      "Contact Maison Florale in Dubai for bespoke bouquets, weddings and events. Call, WhatsApp or write to us: we reply within 24 hours.",
    path: "/contact",
    image: loaderData?.hero?.imageId,
  });

const BENEFITS = [
  {
    title: "A reply within 24 hours",
    text: "Every message is read and answered by one of our florists, never an automated desk.",
  },
  {
    title: "Bespoke designs",
    text: "Tell us the occasion, the palette and the person; we compose something for them alone.",
  },
  {
    title: "Delivery across Dubai",
    text: "Same-day and scheduled delivery to homes, offices and hotels, in the slot you choose.",
  },
  {
    title: "Event consultations",
    text: "Weddings, dinners and corporate events, planned with you at the boutique or on WhatsApp.",
  },
];

export default function ContactPage() {
  const { sent, hero } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const lastResult = answer && "sent" in answer ? undefined : answer;
  return (
    <div className="content-page">
      <PageHero
        layout="split"
        eyebrow="Contact"
        title="Contact Us"
        lede="For a bespoke bouquet, a wedding or an event, or a question about an order, our florists are here to help."
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
          Write to Us
        </a>
        <TrackedLink
          href={generalEnquiry()}
          event="whatsapp_click"
          placement="contact_hero"
          className="button button--secondary"
        >
          Chat on WhatsApp
        </TrackedLink>
      </PageHero>

      <section className="section section--deep" aria-labelledby="contact-benefits">
        <div className="container">
          <h2 id="contact-benefits" className="eyebrow benefits__heading">
            What to expect
          </h2>
          <PointList block="benefits" points={BENEFITS} />
        </div>
      </section>

      <section id="message" className="section" aria-labelledby="contact-form-title">
        <div className="container contact-layout">
          <div className="contact-layout__form">
            <h2 id="contact-form-title" className="title">
              Write to Us
            </h2>
            <p className="contact-layout__intro">
              Share a few words about what you have in mind and how best to reach you.
            </p>
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
