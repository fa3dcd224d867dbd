// The categories the menu lists. They come from the root loader; only the error page of a failed
// root loader asks the API when the menu opens, showing the skeleton meanwhile.
import { useEffect, useState } from "react";
import type { ShopContext } from "~/content/shop-context";

type Categories = ShopContext["categories"];

interface ApiCategory {
  _id: string;
  name: string;
  slug: string;
  order?: number;
}

export function useMenuCategories(fromLoader: Categories | undefined, open: boolean) {
  const [fetched, setFetched] = useState<Categories>();
  const wanted = open && !fromLoader && !fetched;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch("/api/categories", { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ApiCategory[]>) : []))
      .then((list) =>
        setFetched(
          [...list]
            .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
            .map(({ _id, name, slug }) => ({ id: _id, name, slug })),
        ),
      )
      // A failed category load is not shown; the group stays empty.
      .catch(() => controller.signal.aborted || setFetched([]));
    return () => controller.abort();
  }, [wanted]);
  return fromLoader ?? fetched;
}
