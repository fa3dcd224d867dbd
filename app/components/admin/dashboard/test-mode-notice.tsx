// While no card can be charged (the demo provider, or Stripe with a test key) the dashboard says
// that no payment is real, and how to take real ones.
import { Link } from "@remix-run/react";
import { TitledSection } from "~/components/titled-section";
import type { TestModeCause } from "~/payments/test-mode.server";

export function TestModeNotice({ cause }: { cause: TestModeCause }) {
  return (
    <TitledSection
      id="dash-test-mode-title"
      title="Test mode"
      className="dash-test-mode"
      titleClassName="dash-test-mode__title"
    >
      {cause === "demo" ? (
        <p className="dash-test-mode__text">
          Payments are simulated by the demo provider and no card is charged. To take real payments,
          set <code>PAYMENT_PROVIDER=stripe</code> with <code>STRIPE_SECRET_KEY</code> and{" "}
          <code>STRIPE_WEBHOOK_SECRET</code> in the server&apos;s settings:{" "}
          <Link to="/admin/setup#PAYMENT_PROVIDER">how to set them</Link>.
        </p>
      ) : (
        <p className="dash-test-mode__text">
          Stripe has a test key: payments go through Stripe&apos;s test mode and no card is charged.
          To take real payments, set <code>STRIPE_SECRET_KEY</code> to the live key (sk_live_…) and{" "}
          <code>STRIPE_WEBHOOK_SECRET</code> to the live webhook&apos;s secret in the server&apos;s
          settings, then restart: <Link to="/admin/setup#STRIPE_SECRET_KEY">how to set them</Link>.
        </p>
      )}
    </TitledSection>
  );
}
