// Chooses which history rows a check returns (spec 2, A3 `history.range` and
// A5 History object):
// - complete: everything.
// - incremental: rows dated on/after the day recorded in `state` — the last
//   day the client holds is sent again (one-day overlap; client de-duplicates).
// - incremental2: like incremental, but if rows before that day changed since
//   the state was issued (pending rows that posted), answer `incremental_past`
//   with every row from the earliest changed day; the client replaces its rows
//   from that day on (main rows and sub-account rows alike).
// A state this service did not issue for the account falls back to complete.
import type { AccountSnapshot } from "./account-snapshot";
import { buildHistory } from "./build-history";
import { decodeHistoryState, encodeHistoryState } from "./history-state";
import type { HistoryEntry } from "./history-entry";
import { toRow, toRows, type HistoryRow } from "./history-rows";

export interface HistoryRequest {
  range?: "complete" | "incremental" | "incremental2";
  state?: string;
}

export interface HistoryResult {
  range: "complete" | "incremental" | "incremental_past";
  state: string;
  rows: HistoryRow[];
  subAccounts?: Array<{ code: string; rows: HistoryRow[] }>;
}

function firstChangedDay(snap: AccountSnapshot, takenAt: Date, beforeDay: string): string | undefined {
  const columns = snap.provider.historyColumns;
  const earlier = buildHistory(snap.provider, snap.profile, takenAt);
  for (const [index, then] of earlier.entries()) {
    if (then.date >= beforeDay) break;
    const now = snap.entries[index];
    if (now && JSON.stringify(toRow(columns, now)) !== JSON.stringify(toRow(columns, then))) return then.date;
  }
  return undefined;
}

export function selectHistory(snap: AccountSnapshot, request: HistoryRequest): HistoryResult {
  const range = request.range ?? (request.state ? "incremental" : "complete");
  const held =
    range !== "complete" && request.state ? decodeHistoryState(request.state, snap.profile.seed) : undefined;
  let fromDay: string | undefined;
  let answered: HistoryResult["range"] = "complete";
  if (held) {
    answered = "incremental";
    fromDay = held.day;
    if (range === "incremental2") {
      const changed = firstChangedDay(snap, new Date(held.takenAt), held.day);
      if (changed) {
        answered = "incremental_past";
        fromDay = changed;
      }
    }
  }
  const selected = fromDay ? snap.entries.filter((entry) => entry.date >= (fromDay ?? "")) : snap.entries;
  const lastDay = snap.entries.at(-1)?.date ?? held?.day ?? snap.today;
  const state = encodeHistoryState(
    { day: lastDay, takenAt: `${snap.today}T23:59:59.000Z` },
    snap.profile.seed,
  );
  return { range: answered, state, ...splitRows(snap, selected) };
}

function splitRows(
  snap: AccountSnapshot,
  entries: HistoryEntry[],
): Pick<HistoryResult, "rows" | "subAccounts"> {
  const columns = snap.provider.historyColumns;
  const cards = snap.provider.sim.cards ?? [];
  if (cards.length < 2) return { rows: toRows(columns, entries) };
  return {
    rows: toRows(
      columns,
      entries.filter((entry) => !entry.subAccount),
    ),
    subAccounts: cards.map((card) => ({
      code: card.code,
      rows: toRows(
        columns,
        entries.filter((entry) => entry.subAccount === card.code),
      ),
    })),
  };
}
