// Hidden fields that carry the current query through a layout GET form, so opening the menu or
// signing up without JavaScript keeps the page as it was (/search?q=rose stays /search?q=rose).
import { useSearchParams } from "@remix-run/react";
import { LAYOUT_QUERY_KEYS } from "~/content/navigation";

export function CurrentQueryInputs() {
  const [params] = useSearchParams();
  return (
    <>
      {[...params]
        .filter(([name]) => !LAYOUT_QUERY_KEYS.includes(name))
        .map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
