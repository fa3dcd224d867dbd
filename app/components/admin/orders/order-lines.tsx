// What was bought, line by line, with its picture, Arabic title, size, quantity and price.
import type { OrderLineView } from "~/orders/admin-order-view.server";

export function OrderLines({ lines }: { lines: OrderLineView[] }) {
  return (
    <ul className="order-details__line-list">
      {lines.map((line, index) => (
        <li key={index} className="order-details__line">
          {line.image ? (
            <img
              src={`/uploads/${encodeURIComponent(line.image)}?w=160`}
              alt=""
              width={56}
              height={70}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="order-details__no-image" aria-hidden="true" />
          )}
          <span className="order-details__line-text">
            <span className="order-details__line-title">{line.title}</span>
            {line.titleAr ? (
              <span className="order-details__muted" lang="ar" dir="rtl">
                {line.titleAr}
              </span>
            ) : null}
            <span className="order-details__muted">
              {line.size ? `Size: ${line.size}` : null}
              {line.quantity > 1 ? ` · ×${line.quantity}` : ""}
            </span>
          </span>
          <span className="order-details__price">{line.price}</span>
        </li>
      ))}
    </ul>
  );
}
