// GET /cart/count: how many gifts the visitor's cart holds, for the header's link once the page
// has loaded (the kept pages are the same bytes for everyone, so they cannot carry it).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cartIdOf } from "~/cart/cart-cookie.server";
import { cartCount } from "~/cart/carts.server";
import { PERSONAL } from "~/platform/http-cache";

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(
    { count: cartCount(await cartIdOf(request)) },
    { headers: { "Cache-Control": PERSONAL } },
  );
}
