// The server decides the colour variant (cookie); the browser keeps a copy in localStorage.
import { useEffect } from "react";
import { mirrorFlags } from "~/content/feature-flag";
import type { ColourVariant } from "~/content/shop-context";

export function useFlagMirror(primaryColorVariant: ColourVariant) {
  useEffect(() => {
    try {
      mirrorFlags(window.localStorage, primaryColorVariant);
    } catch {
      // storage can be disabled (private modes, strict settings); the cookie still holds it
    }
  }, [primaryColorVariant]);
}
