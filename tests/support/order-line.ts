// One bouquet in its first size, once: a line of an order's body as POST /api/orders takes it.
// Pure (no server, no database), so the browser tests' helpers share it too.
export function firstSizeLine(item: {
  _id: string;
  title: string;
  sizes: { sizeName: string; price: number }[];
}) {
  const size = item.sizes[0]!;
  return {
    itemId: item._id,
    title: item.title,
    price: size.price,
    size: size.sizeName,
    quantity: 1,
  };
}
