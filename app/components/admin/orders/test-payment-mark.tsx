// An order paid through the demo provider is marked, so nobody mistakes it for
// money received.
export function TestPaymentMark() {
  return (
    <span className="test-payment" title="Paid through the demo provider: no card was charged">
      Test payment
    </span>
  );
}

/** The recipient has yet to give the address: the order cannot go out until they do. */
export function AddressPendingMark() {
  return (
    <span
      className="test-payment address-pending"
      title="The recipient has not given the address yet"
    >
      Address pending
    </span>
  );
}
