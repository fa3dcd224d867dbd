// /admin/newsletter?page=N — who signed up for the newsletter and when they consented, the latest
// first, a hundred a page, with the CSV download of them all.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { AdminPage } from "~/components/admin/admin-page";
import { NewsletterSignups } from "~/components/admin/messages/newsletter-signups";
import { countNewsletterSignups, listNewsletterSignups } from "~/content/newsletter.server";
import { shopTime } from "~/orders/admin-order-view.server";
import messagesStyles from "~/styles/admin-messages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: messagesStyles }];

export const meta = adminMeta("Newsletter");

const PER_PAGE = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const total = countNewsletterSignups();
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pageCount) : 1;
  return {
    total,
    page,
    pageCount,
    signups: listNewsletterSignups(page, PER_PAGE).map((signup) => ({
      id: signup.id,
      email: signup.email,
      consentedAt: signup.consentedAt,
      consented: shopTime(signup.consentedAt),
    })),
  };
}

export default function Newsletter() {
  const { total, page, pageCount, signups } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Newsletter"
      intro="Everyone who signed up in the footer, with when they consented (Dubai time)."
      action={
        <a href="/admin/newsletter.csv" className="button" download>
          Download CSV
        </a>
      }
      className="newsletter-admin"
    >
      <NewsletterSignups total={total} page={page} pageCount={pageCount} signups={signups} />
    </AdminPage>
  );
}
