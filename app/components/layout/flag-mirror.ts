// The server decides the colour variant (cookie); the browser keeps SPEC's localStorage copy.
import { useEffect } from "react";
import { mirrorFlags } from "~/storefront/feature-flag";
import type { ColourVariant } from "~/storefront/shop-context";

export function useFlagMirror(primaryColorVariant: ColourVariant) {
  useEffect(() => {
    try {
      mirrorFlags(window.localStorage, primaryColorVariant);
    } catch {
      // storage can be disabled (private modes, strict settings); the cookie still holds it
    }
  }, [primaryColorVariant]);
}
