// Any address no other route answers. Matching it here (instead of leaving it unmatched) runs the
// root loader, so the 404 page keeps the whole site around it and hydrates without a mismatch.
// The root ErrorBoundary renders the helpful not-found page with status 404.
import { saidText } from "~/i18n/said";
export function loader(): never {
  throw new Response(saidText("layout.error.pageNotFound"), { status: 404 });
}

/** A route needs a component to render as a page; the loader always throws first. */
export default function NotFound() {
  return null;
}
