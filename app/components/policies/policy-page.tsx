// A policy page: the shop's own Markdown, rendered on the server with raw HTML off, under a
// notice while it is still the demo shop's draft.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { PolicyPageView } from "~/content/policy-pages.server";
import { contentMeta } from "~/content/page-meta";
import type { PolicyPage as Page } from "~/content/shop-content";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";

/** Title and description of a policy page, in its language. */
export function policyMeta(page: Page): MetaFunction {
  return ({ matches, location }) => {
    const { t } = translatorFromMatches(matches, location.pathname);
    return contentMeta({
      matches,
      title: t(`policies.${page}.title`),
      description: t(`policies.${page}.description`),
      path: `/${page}`,
    });
  };
}

export function PolicyPage() {
  const { page, html, lang, draft } = useLoaderData<PolicyPageView>();
  const { t } = useTranslator();
  return (
    <div className="policy-page">
      <div className="container container--narrow">
        <h1 className="policy-page__title">{t(`policies.${page}.title`)}</h1>
        {draft ? (
          <p className="policy-page__notice policy-page__notice--draft" role="note">
            {t("policies.draft")}
          </p>
        ) : null}
        {lang ? <p className="policy-page__notice">{t("policies.englishOnly")}</p> : null}
        <article
          className="policy-page__text prose"
          lang={lang ?? undefined}
          dir={lang ? "ltr" : undefined}
          // The server's markdown-it output with raw HTML off: only its own tags.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </div>
  );
}
