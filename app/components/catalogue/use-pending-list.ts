// True while a client navigation is loading another list that this same page will show
// (another category or sort), so the page can show skeletons or a spinner meanwhile.
import { useLocation, useNavigation } from "@remix-run/react";

export function usePendingList(showsList: (pathname: string) => boolean): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state === "idle" || !next || !showsList(next.pathname)) return false;
  return next.pathname !== location.pathname || next.search !== location.search;
}
