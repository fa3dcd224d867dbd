// An order paid through the demo provider is marked, so nobody mistakes it for
// money received.
export function TestPaymentMark() {
  return (
    <span className="test-payment" title="Paid through the demo provider: no card was charged">
      Test payment
    </span>
  );
}
