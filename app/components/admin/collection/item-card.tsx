// One bouquet or add-on in the admin's collection grid: portrait picture with its tags, categories,
// title, price, the description cut at 80 characters, up to 3 sizes, and Edit / Delete / View in
// shop (a bouquet's: an add-on has no page of its own).
import { Link } from "@remix-run/react";
import { ShopImage } from "~/components/shop-image";
import { sizeChips, truncateText } from "~/catalogue/admin-card-text";

export interface AdminItemCard {
  id: string;
  title: string;
  description: string;
  imageId: string | null;
  categories: string[];
  isNew: boolean;
  featured: boolean;
  inStock: boolean;
  isAddOn: boolean;
  priceText: string;
  sizes: string[];
}

const CARD_SIZES = "(max-width: 560px) 112px, (max-width: 1100px) 33vw, 240px";

export function ItemCard({
  item,
  search,
  deleting,
  onDelete,
}: {
  item: AdminItemCard;
  /** The list's query string, kept by Edit and Delete so closing returns to the same list. */
  search: string;
  deleting: boolean;
  /** With JavaScript: confirm and delete in place. Without it, Delete opens the confirm step. */
  onDelete?: (item: AdminItemCard) => void;
}) {
  const titleId = `item-${item.id}-title`;
  const sizes = sizeChips(item.sizes);
  const named = <span className="visually-hidden"> {item.title}</span>;
  return (
    <article
      className={`coll-card${deleting ? " is-deleting" : ""}`}
      aria-labelledby={titleId}
      aria-busy={deleting || undefined}
    >
      <div className="coll-card__media">
        <ShopImage
          imageRef={item.imageId}
          alt=""
          width={480}
          height={600}
          sizes={CARD_SIZES}
          className="coll-card__image"
        />
        {item.isAddOn || item.isNew || item.featured || !item.inStock ? (
          <ul className="coll-card__tags" aria-label="Tags">
            {item.isAddOn ? <li className="tag coll-card__tag--add-on">Add-on</li> : null}
            {item.isNew ? <li className="tag">New</li> : null}
            {item.featured ? <li className="tag tag--blush">Featured</li> : null}
            {!item.inStock ? <li className="tag coll-card__tag--out">Out of stock</li> : null}
          </ul>
        ) : null}
      </div>
      <div className="coll-card__body">
        <p className="coll-card__categories">
          {item.categories.length > 0 ? item.categories.join(" · ") : "No category"}
        </p>
        <h2 className="coll-card__title" id={titleId}>
          {item.title}
        </h2>
        <p className="coll-card__price">{item.priceText}</p>
        {item.description ? (
          <p className="coll-card__description">{truncateText(item.description)}</p>
        ) : null}
        {sizes.names.length > 0 ? (
          <ul className="coll-card__sizes" aria-label="Sizes">
            {sizes.names.map((name) => (
              <li key={name} className="coll-chip">
                {name}
              </li>
            ))}
            {sizes.more ? <li className="coll-chip coll-chip--more">{sizes.more}</li> : null}
          </ul>
        ) : null}
      </div>
      <div className="coll-card__actions">
        <Link to={`/admin/collection/${item.id}/edit${search}`} preventScrollReset>
          Edit{named}
        </Link>
        {onDelete ? (
          <button
            type="button"
            className="coll-card__delete"
            disabled={deleting}
            onClick={() => onDelete(item)}
          >
            {deleting ? "Deleting…" : "Delete"}
            {named}
          </button>
        ) : (
          <Link
            to={`/admin/collection/${item.id}/delete${search}`}
            preventScrollReset
            className="coll-card__delete"
          >
            Delete{named}
          </Link>
        )}
        {item.isAddOn ? null : (
          <Link to={`/collection/${item.id}`}>
            View in shop<span className="visually-hidden">: {item.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
