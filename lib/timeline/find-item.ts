// Which item `/timeline?item=<ref>` opens. Pure.
import { itemsByAnyKey } from "./merge-items";
import type { TimelineItem } from "./types";

/** `ref` names a segment of a source ("<row id>#<n>": every segment is its own item) or a row
 *  (the Inbox's and the dashboard's links: its first segment); any source of a merged item opens it. */
export function findItem(items: TimelineItem[], ref: string): TimelineItem | null {
  const byKey = itemsByAnyKey(items);
  return byKey.get(ref) ?? byKey.get(`${ref}#0`) ?? items.find((i) => i.rowIds.includes(ref)) ?? null;
}
