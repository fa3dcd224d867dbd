// The newsletter sign-up is cosmetic (SPEC.md §5): it only thanks the visitor and sends nothing.
// With JavaScript: the browser's alert. Without it the form reloads the page with
// ?newsletter=thanks and the thank-you shows inline; the email field has no name, so the address
// never leaves the browser either way.
import { useLocation, useSearchParams } from "@remix-run/react";
import { CurrentQueryInputs } from "./query-inputs";

export const NEWSLETTER_THANKS = "Thank you for signing up!";

export function NewsletterForm() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const thanked = params.get("newsletter") === "thanks";
  return (
    <form
      method="get"
      action={`${pathname}#newsletter`}
      id="newsletter"
      className="newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        window.alert(NEWSLETTER_THANKS);
        event.currentTarget.reset();
      }}
    >
      <CurrentQueryInputs />
      <input type="hidden" name="newsletter" value="thanks" />
      <label htmlFor="newsletter-email" className="newsletter__label">
        Email address
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          className="newsletter__input"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email address"
        />
        <button type="submit" className="newsletter__submit">
          Sign Up
        </button>
      </div>
      <p className="newsletter__status" role="status">
        {thanked ? NEWSLETTER_THANKS : ""}
      </p>
    </form>
  );
}
