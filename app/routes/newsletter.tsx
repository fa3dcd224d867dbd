// POST /newsletter — the footer's sign-up. The form is the same for every visitor (it
// sits on cached pages, decision 012), so it carries no per-visitor token: the trap field and the
// per-address limit guard it. The scripted form is answered in place; without scripts the visitor
// goes back to the page she came from, thanked there, or, refused, gets this page in the site's
// frame with the reason and the way back.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { EyebrowTitle } from "~/components/section-heading";
import { ANSWER_IN_PLACE, filledHoneypot } from "~/content/honeypot";
import { backToPage, shopPage } from "~/content/newsletter";
import {
  NEWSLETTER_REFUSALS,
  NewsletterSignUp,
  signUpForNewsletter,
} from "~/content/newsletter.server";
import { contentMeta } from "~/content/page-meta";
import { claimPublicFormPost } from "~/content/public-forms.server";
import { isShopError, refusalInit } from "~/platform/errors";
import { personalHeaders } from "~/platform/http-cache";
import { clientAddress } from "~/platform/request-context";
import pagesStyles from "~/styles/pages.css?url";
import { translatorForRequest } from "~/i18n/page-language.server";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";

export const headers = personalHeaders;
export const links = () => [{ rel: "stylesheet", href: pagesStyles }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const inPlace = form.has(ANSWER_IN_PLACE);
  const from = String(form.get("from") ?? "");
  // The refusal in the words of the page posted to (/ar/newsletter from an Arabic page).
  const { say } = translatorForRequest(request);
  const refused = (refusal: string, init: ResponseInit) => {
    const error = say(refusal);
    return inPlace
      ? Response.json({ ok: false, error }, init)
      : data({ error, back: shopPage(from) }, init);
  };
  const thanked = inPlace ? Response.json({ ok: true }) : redirect(backToPage(from));
  if (filledHoneypot(form)) return thanked;
  const submission = parseWithZod(form, { schema: NewsletterSignUp });
  if (submission.status !== "success") {
    return refused(NEWSLETTER_REFUSALS.invalidEmail, { status: 400 });
  }
  try {
    await claimPublicFormPost("newsletter", clientAddress(context));
  } catch (error) {
    if (!isShopError(error) || error.kind !== "rate-limited") throw error;
    return refused(error.message, refusalInit(error));
  }
  signUpForNewsletter(submission.value.email);
  return thanked;
}

// The page runs its loader after a refused post too, so a visit here is answered, not redirected.
export const loader = () => null;

export const meta: MetaFunction = ({ matches }) =>
  contentMeta({
    matches,
    title: translatorFromMatches(matches).t("layout.newsletterPage.title"),
    description: translatorFromMatches(matches).t("layout.newsletterPage.description"),
    path: "/newsletter",
    noindex: true,
  });

export default function NewsletterPage() {
  const answer = useActionData<{ error: string; back: string }>();
  const { t } = useTranslator();
  if (!answer) {
    return (
      <div className="content-page">
        <section className="section" aria-labelledby="newsletter-title">
          <div className="container container--narrow notice-page">
            <EyebrowTitle
              eyebrow={t("layout.newsletterPage.title")}
              as="h1"
              id="newsletter-title"
              title={t("layout.newsletterPage.signUp")}
            />
            <p className="lede">{t("layout.newsletterPage.lede")}</p>
            <p className="notice-page__actions">
              <a href="#newsletter" className="button">
                {t("layout.newsletterPage.goToSignUp")}
              </a>
            </p>
          </div>
        </section>
      </div>
    );
  }
  return (
    <div className="content-page">
      <section className="section" aria-labelledby="newsletter-title">
        <div className="container container--narrow notice-page">
          <EyebrowTitle
            eyebrow={t("layout.newsletterPage.title")}
            as="h1"
            id="newsletter-title"
            title={t("layout.newsletterPage.refused")}
          />
          <p className="lede" role="alert">
            {answer.error}
          </p>
          <p className="notice-page__actions">
            <Link to={`${answer.back}#newsletter`} className="button">
              {t("layout.newsletterPage.back")}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
