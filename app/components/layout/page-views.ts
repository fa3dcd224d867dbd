// A page_view for the first page and for every client navigation after it.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { analyticsUrl, track } from "~/analytics/data-layer";

export function usePageViews() {
  const location = useLocation();
  useEffect(() => {
    // Effects run after the commit that rendered the new page, so its <title> is in place.
    const url = analyticsUrl(window.location.href);
    track("page_view", {
      page_path: `${url.pathname}${url.search}`,
      page_title: document.title,
      page_location: url.href,
    });
    // A new address is a new page; a hash change (the skip link) is not.
  }, [location.pathname, location.search]);
}
