// A link to the outside world (phone, WhatsApp, Instagram) whose click is recorded.
import type { AnchorHTMLAttributes } from "react";
import { track, type AnalyticsEvent } from "~/analytics/data-layer";

interface TrackedLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  event: AnalyticsEvent;
  /** Where on the page the link sits, so reports can tell the buttons apart. */
  placement: string;
}

export function TrackedLink({ event, placement, onClick, ...props }: TrackedLinkProps) {
  const external = /^https?:/.test(props.href);
  return (
    <a
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
      onClick={(clickEvent) => {
        track(event, { placement, link_url: props.href });
        onClick?.(clickEvent);
      }}
    />
  );
}
