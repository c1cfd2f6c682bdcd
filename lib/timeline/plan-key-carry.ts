// Which stored item keys must move when sources leave the timeline (an email deleted, a booking
// hidden, a mailbox's finds deleted). An item's key is its oldest segment's ("<row id>#<n>"): when
// that row goes, the item lives on under another source's segment, and the calendar event (UID,
// SEQUENCE) and the user's trip edits stored under the old key must follow it (issue 34: UIDs stay
// stable when a source is deleted). Pure: the rows before, the rows that leave → old key → new key.
import { itemsByAnyKey, mergeRows } from "./merge-items";
import type { SourceRow } from "./types";

const rowOf = (key: string) => key.slice(0, key.lastIndexOf("#"));

export function planKeyCarry(rows: SourceRow[], leaving: Set<string>): Map<string, string> {
  const moves = new Map<string, string>();
  if (!rows.some((r) => leaving.has(r.id))) return moves;
  const after = itemsByAnyKey(mergeRows(rows.filter((r) => !leaving.has(r.id))));
  for (const item of mergeRows(rows)) {
    if (!item.rowIds.some((id) => leaving.has(id))) continue;
    const kept = item.elementKeys.find((k) => !leaving.has(rowOf(k)));
    const next = kept ? after.get(kept) : undefined;
    if (!next) continue; // nothing else held it: it leaves with its source
    for (const k of item.elementKeys)
      if (k !== next.key && (leaving.has(rowOf(k)) || k === item.key)) moves.set(k, next.key);
  }
  return moves;
}
