// The footer's newsletter sign-up. It posts to /newsletter; with JavaScript in the background,
// thanked (or refused) in its status line and cleared; without it the action sends the visitor
// back to this page with ?newsletter=thanks and the same thanks shows there.
// It sits on cached pages (decision 012), so it is the same for every visitor: no token in it.
import { Link, useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { HoneypotField } from "~/components/honeypot-field";
import { ANSWER_IN_PLACE } from "~/content/honeypot";
import { LAYOUT_QUERY_KEYS } from "~/content/navigation";
import { useTranslator } from "~/i18n/use-translator";

type SignUpAnswer = { ok: true } | { ok: false; error: string };

export function NewsletterForm() {
  const { pathname } = useLocation();
  const { t, path } = useTranslator();
  const [params] = useSearchParams();
  const fetcher = useFetcher<SignUpAnswer>();
  const element = useRef<HTMLFormElement>(null);
  const thanked = params.get("newsletter") === "thanks";
  const kept = new URLSearchParams(
    [...params].filter(([name]) => !LAYOUT_QUERY_KEYS.includes(name)),
  ).toString();
  const from = kept ? `${pathname}?${kept}` : pathname;

  const answer = fetcher.data;
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    // A refusal comes said in the page's language by the action.
    setSaid(answer.ok ? t("layout.newsletter.thanks") : answer.error);
    if (answer.ok) element.current?.reset();
  }, [fetcher.state, answer, t]);
  // Posted to the page's language, so a refusal without scripts is said in it and the way back
  // stays on this page.
  const action = path("/newsletter");

  return (
    <form
      ref={element}
      method="post"
      action={action}
      id="newsletter"
      className="newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.set(ANSWER_IN_PLACE, "1");
        fetcher.submit(formData, { method: "post", action });
      }}
    >
      <input type="hidden" name="from" value={from} />
      <HoneypotField id="newsletter-website" />
      <label htmlFor="newsletter-email" className="newsletter__label">
        {t("layout.newsletter.emailLabel")}
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          className="newsletter__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t("layout.newsletter.emailPlaceholder")}
        />
        <button type="submit" className="newsletter__submit">
          {t("layout.newsletter.submit")}
        </button>
      </div>
      <p className="newsletter__status" role="status">
        {said || (thanked ? t("layout.newsletter.thanks") : "")}
      </p>
      <p className="newsletter__privacy">
        <Link className="site-footer__link" to={path("/privacy")}>
          {t("layout.newsletter.privacy")}
        </Link>
      </p>
    </form>
  );
}
