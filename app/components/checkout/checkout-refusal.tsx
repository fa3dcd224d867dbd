// Why the shop could not take the order (a refusal, a limit, the payment provider down, a fault
// of ours): said on the page in an alert region, with JavaScript or without. A pop-up is easily
// missed or blocked, and the words belong beside the button the customer will press again.
export function CheckoutRefusal({
  messages,
  id,
}: {
  /** Already in the page's language; empty ones are left out. */
  messages: (string | null | undefined)[];
  id?: string;
}) {
  const shown = messages.filter(Boolean);
  return shown.length > 0 ? (
    <p id={id} className="alert checkout__alert" role="alert">
      {shown.join(" ")}
    </p>
  ) : null;
}
