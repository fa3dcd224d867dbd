// SPEC.md §8 'Checkout': an order or payment that can't go ahead is a browser alert once scripts
// run; without JavaScript the same text is on the page, in an alert region.
import { useEffect, useState } from "react";
import type { CheckoutReply } from "~/storefront/checkout.server";

export function OrderAlert({ reply }: { reply: CheckoutReply | undefined }) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  // Once per answer from the server (a new answer is a new object).
  useEffect(() => {
    if (reply?.alert) window.alert(reply.alert);
  }, [reply]);
  return reply?.alert && !scripted ? (
    <p className="alert checkout__alert" role="alert">
      {reply.alert}
    </p>
  ) : null;
}
