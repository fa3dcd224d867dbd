// /privacy (and /ar/privacy) — the privacy notice, in the shop's own words (admin: Shop content).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { PolicyPage, policyMeta } from "~/components/policies/policy-page";
import { policyPageView } from "~/content/policy-pages.server";
import { languageOfRequest } from "~/i18n/languages";
import { catalogueHeaders } from "~/platform/http-cache";
import policyStyles from "~/styles/policy.css?url";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

export const loader = ({ request }: LoaderFunctionArgs) =>
  policyPageView("privacy", languageOfRequest(request));

export const meta = policyMeta("privacy");

export default PolicyPage;
