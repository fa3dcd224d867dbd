// CONTRACT.md §11: while PAYMENT_PROVIDER is `demo` the dashboard says that no payment is real,
// and how to take real ones.
export function TestModeNotice() {
  return (
    <section className="dash-test-mode" aria-labelledby="dash-test-mode-title">
      <h2 id="dash-test-mode-title" className="dash-test-mode__title">
        Test mode
      </h2>
      <p className="dash-test-mode__text">
        Payments are simulated by the demo provider and no card is charged. To take real payments,
        set <code>PAYMENT_PROVIDER=stripe</code> with <code>STRIPE_SECRET_KEY</code> and{" "}
        <code>STRIPE_WEBHOOK_SECRET</code> (see README, &ldquo;Running it for real&rdquo;).
      </p>
    </section>
  );
}
