// /admin/newsletter.csv — every sign-up as email,consented_at, for the florists' mailing tool.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin-auth/session.server";
import { newsletterCsv } from "~/content/newsletter";
import { allNewsletterSignups } from "~/content/newsletter.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return new Response(newsletterCsv(allNewsletterSignups()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-signups.csv"',
      "Cache-Control": "no-store",
    },
  });
}
