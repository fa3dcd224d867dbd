// GET /account/data.json — 'Download my data': the signed-in customer's account, consents and
// orders as a JSON file. Signed out: 401, and nothing about anyone.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountData } from "~/accounts/account-data.server";
import { signedInCustomer } from "~/accounts/customer-sessions.server";
import { PERSONAL } from "~/platform/http-cache";

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await signedInCustomer(request);
  if (!customer) {
    return Response.json(
      { error: "Sign in to download your data." },
      { status: 401, headers: { "Cache-Control": PERSONAL } },
    );
  }
  return new Response(JSON.stringify(accountData(customer), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": PERSONAL,
    },
  });
}
