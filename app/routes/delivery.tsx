// /delivery (and /ar/delivery) — delivery: slots, areas and fees, in the shop's own words (admin: Shop content).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { PolicyPage, policyMeta } from "~/components/policies/policy-page";
import { policyPageView } from "~/content/policy-pages.server";
import { languageOfRequest } from "~/i18n/languages";
import { catalogueHeaders } from "~/platform/http-cache";
import policyStyles from "~/styles/policy.css?url";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

export const loader = ({ request }: LoaderFunctionArgs) =>
  policyPageView("delivery", languageOfRequest(request));

export const meta = policyMeta("delivery");

export default PolicyPage;
