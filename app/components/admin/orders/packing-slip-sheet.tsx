// One gift's packing slip, a printed sheet of its own: when and where it goes, who receives it,
// what is in it and the card to write. A gift's slip carries no prices.
import { AddressLines } from "~/components/address-lines";
import { ColumnHeads } from "~/components/column-heads";
import type { DeliveryAddress } from "~/delivery/address";
import { SlipBlock } from "./slip-block";

export interface Slip {
  /** The delivery's id. */
  id: string;
  /** 'Gift 2 of 3' on an order of several gifts, else null. */
  gift: string | null;
  orderNumber: string;
  shortId: string;
  isGift: boolean;
  surprise: boolean;
  /** The QR code of the way there, as SVG path data (null without a map link). */
  mapCode: string | null;
  deliveryDay: string;
  slot: string;
  recipient: { name: string; phone: string; customersPhone: boolean };
  address: string;
  deliveryAddress: DeliveryAddress | null;
  cardMessage: string | null;
  notes: string;
  lines: {
    title: string;
    titleAr: string | null;
    size: string;
    quantity: number;
    price: string | null;
  }[];
}

export function PackingSlipSheet({
  shopName,
  slip,
  idSuffix,
}: {
  shopName: string;
  slip: Slip;
  /** Set apart the ids of a second sheet and after ('-2'); '' on the first. */
  idSuffix: string;
}) {
  const { recipient } = slip;
  const id = (name: string) => `${name}${idSuffix}`;
  return (
    <article
      className="packing-slip__sheet"
      aria-labelledby={slip.gift ? id("slip-gift") : id("slip-title")}
    >
      <header className="packing-slip__head">
        <p className="packing-slip__brand">{shopName}</p>
        <h1 id={id("slip-title")} className="eyebrow packing-slip__title">
          Packing slip
        </h1>
        <p className="packing-slip__number">
          {slip.orderNumber}
          {slip.isGift ? <span className="packing-slip__tag">Gift</span> : null}
        </p>
        {slip.gift ? (
          <p id={id("slip-gift")} className="packing-slip__strong">
            {slip.gift}
          </p>
        ) : null}
      </header>

      {slip.surprise ? (
        <p id={id("slip-surprise")} className="packing-slip__surprise">
          Surprise delivery — please don&rsquo;t call the recipient beforehand
        </p>
      ) : null}

      <div className="packing-slip__grid">
        <SlipBlock id={id("slip-delivery")} label="Delivery">
          <p className="packing-slip__strong">{slip.deliveryDay}</p>
          <p>{slip.slot}</p>
        </SlipBlock>
        <SlipBlock id={id("slip-recipient")} label="Deliver to">
          <p className="packing-slip__strong" dir="auto">
            {recipient.name}
          </p>
          <p>
            <bdi dir="ltr">{recipient.phone}</bdi>
            {recipient.customersPhone ? (
              <span className="packing-slip__muted"> (customer&rsquo;s number)</span>
            ) : null}
          </p>
          <p className="packing-slip__address" dir="auto">
            {slip.deliveryAddress ? <AddressLines address={slip.deliveryAddress} /> : slip.address}
          </p>
        </SlipBlock>
        {slip.mapCode ? (
          <figure id={id("slip-map-code")} className="packing-slip__map-code">
            {/* Drawn by the server from the gift's map link: path data only. */}
            <div
              className="packing-slip__qr"
              role="img"
              aria-label="QR code of the delivery location"
              dangerouslySetInnerHTML={{ __html: slip.mapCode }}
            />
            <figcaption>Scan for the map</figcaption>
          </figure>
        ) : null}
      </div>

      <SlipBlock id={id("slip-lines")} label="Bouquets">
        <table className="packing-slip__lines">
          <ColumnHeads columns={["Bouquet", "Size", "Qty", ...(slip.isGift ? [] : ["Price"])]} />
          <tbody>
            {slip.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  {line.title}
                  {/* The Arabic title set apart after the separator: run together, its own direction
                      would carry the separator to its far end. */}
                  {line.titleAr ? (
                    <>
                      {" · "}
                      <bdi className="packing-slip__muted" lang="ar" dir="rtl">
                        {line.titleAr}
                      </bdi>
                    </>
                  ) : null}
                </td>
                <td>{line.size}</td>
                <td>{line.quantity}</td>
                {line.price ? <td>{line.price}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </SlipBlock>

      {slip.cardMessage ? (
        <SlipBlock id={id("slip-card")} label="Card message" card>
          <p className="packing-slip__message" dir="auto">
            {slip.cardMessage}
          </p>
        </SlipBlock>
      ) : null}

      {slip.notes ? (
        <SlipBlock id={id("slip-notes")} label="Special instructions">
          <p dir="auto">{slip.notes}</p>
        </SlipBlock>
      ) : null}

      <p className="packing-slip__foot packing-slip__muted">{`Order ID ${slip.shortId}`}</p>
    </article>
  );
}
