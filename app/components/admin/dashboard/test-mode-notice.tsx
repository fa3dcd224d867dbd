// While PAYMENT_PROVIDER is `demo` the dashboard says that no payment is real,
// and how to take real ones.
import { TitledSection } from "~/components/titled-section";

export function TestModeNotice() {
  return (
    <TitledSection
      id="dash-test-mode-title"
      title="Test mode"
      className="dash-test-mode"
      titleClassName="dash-test-mode__title"
    >
      <p className="dash-test-mode__text">
        Payments are simulated by the demo provider and no card is charged. To take real payments,
        set <code>PAYMENT_PROVIDER=stripe</code> with <code>STRIPE_SECRET_KEY</code> and{" "}
        <code>STRIPE_WEBHOOK_SECRET</code> (see docs/operations.md).
      </p>
    </TitledSection>
  );
}
