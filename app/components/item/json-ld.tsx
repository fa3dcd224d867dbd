import { useNonce } from "~/components/nonce";
import { jsonLdText } from "~/catalogue/product-jsonld";

/** Structured data for search engines, escaped so catalogue text stays inside the script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      // Browsers hide a nonce from the DOM after parsing; the client never knows it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
