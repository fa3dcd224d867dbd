import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { showStartupFailure, StartupBoundary } from "~/components/layout/startup-failure";
import { reportError } from "~/analytics/data-layer";
import { loadPageMessages } from "~/i18n/page-messages";

// The page's words first: without them the page stays as the server drew it (it works without
// JavaScript) rather than being taken over with the wrong words.
loadPageMessages().then(hydrate, reportError);

function hydrate() {
  startTransition(() => {
    try {
      hydrateRoot(
        document,
        <StrictMode>
          <StartupBoundary>
            <RemixBrowser />
          </StartupBoundary>
        </StrictMode>,
      );
    } catch (error) {
      showStartupFailure(error);
    }
  });
}
