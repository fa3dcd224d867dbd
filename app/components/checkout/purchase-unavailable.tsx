// In place of the purchase options while the bouquet is out of stock (CONTRACT.md §11): no
// choices to make, only the way to a similar bouquet (the WhatsApp enquiry just below it).
export function PurchaseUnavailable() {
  return (
    <section className="purchase-unavailable" aria-labelledby="purchase-unavailable-title">
      <h2 id="purchase-unavailable-title" className="purchase-unavailable__title">
        Currently unavailable
      </h2>
      <p className="purchase-unavailable__text">
        Our florists would gladly compose something in the same spirit for you. Simply ask us on
        WhatsApp.
      </p>
    </section>
  );
}
