// Which accounts a sync must fetch (pure): an accountsIndex entry whose lastChangeDate differs from
// the stored copy's, or that is new; stored accounts missing from every index are gone (unshared).
export interface IndexEntry {
  accountId: number;
  lastChangeDate: Date | null;
}
export interface StoredEntry {
  accountId: number;
  indexChangeDate: Date | null;
  removed: boolean;
}

export interface IndexDiff {
  fetch: number[];
  unchanged: number[];
  removed: number[];
}

const same = (a: Date | null, b: Date | null) =>
  a === null || b === null ? false : a.getTime() === b.getTime();

export function diffIndex(index: readonly IndexEntry[], stored: readonly StoredEntry[]): IndexDiff {
  const known = new Map(stored.map((s) => [s.accountId, s]));
  const seen = new Set<number>();
  const fetch: number[] = [];
  const unchanged: number[] = [];
  for (const entry of index) {
    if (seen.has(entry.accountId)) continue; // listed twice (member and connected user): fetch once
    seen.add(entry.accountId);
    const s = known.get(entry.accountId);
    // A copy marked removed is fetched again when it comes back: it may have changed meanwhile.
    if (!s || s.removed || !same(s.indexChangeDate, entry.lastChangeDate)) fetch.push(entry.accountId);
    else unchanged.push(entry.accountId);
  }
  const removed = stored.filter((s) => !s.removed && !seen.has(s.accountId)).map((s) => s.accountId);
  return { fetch, unchanged, removed };
}
