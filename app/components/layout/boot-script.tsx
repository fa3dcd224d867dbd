// Runs in <head> before the first paint: marks <html class="js"> so script-only styles apply
// without a flash, and hands ShopImage its backend address (window.ENV, window-env.d.ts).
import { useNonce } from "~/components/nonce";

export function BootScript({ backendUrl }: { backendUrl?: string }) {
  const nonce = useNonce();
  const env = backendUrl ? `window.ENV=${JSON.stringify({ backendUrl })};` : "";
  // "<" is escaped so nothing in the value can close the script element.
  const code = `document.documentElement.classList.add("js");${env.replace(/</g, "\\u003c")}`;
  return (
    // The browser hides a nonce once used, so the client never sees the same attribute.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
  );
}
