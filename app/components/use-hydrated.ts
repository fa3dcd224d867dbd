// True once React has hydrated in the browser; false on the server and during hydration, so the
// first client render matches the server's HTML and JS-only controls appear right after.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
