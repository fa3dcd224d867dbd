// With JavaScript, a catalogue link or sort button swaps the list in place through the loader:
// no scroll jump, no history entry per filter. A modified click keeps the browser's behaviour.
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

export function useStayInPlace() {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    const [withoutHash = href] = href.split("#");
    navigate(withoutHash, { preventScrollReset: true, replace: true });
  };
}
