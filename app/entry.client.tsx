import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { showStartupFailure, StartupBoundary } from "~/components/layout/startup-failure";

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
