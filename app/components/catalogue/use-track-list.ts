// `view_item_list`: once for every distinct list of bouquets shown.
import { useEffect, useRef } from "react";
import { analyticsItem, track } from "~/analytics/data-layer";
import type { BouquetCardData } from "~/catalogue/cards";

export function useTrackList(listId: string, listName: string, cards: BouquetCardData[]) {
  const latest = useRef({ listName, cards });
  latest.current = { listName, cards };
  const ids = cards.map((card) => card.id).join(",");

  useEffect(() => {
    const { listName: name, cards: shown } = latest.current;
    track("view_item_list", {
      item_list_id: listId,
      item_list_name: name,
      items: shown.map((card) => analyticsItem(card)),
    });
  }, [listId, ids]);
}
