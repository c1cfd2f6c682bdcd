// How a history reply (spec 2 A5 History object) changes the stored rows of one (sub-)account. Pure.
// - complete: replace everything.
// - incremental: the reply repeats the last day already held (overlap). Rows are compared by content
//   as a multiset per day, so a repeated row is not stored twice and two genuinely identical rows on
//   one day both survive.
// - incremental_past (answer to incremental2): the past changed; replace everything from the earliest
//   day in the reply on (main and sub-account rows alike).
import { createHash } from "node:crypto";
import { realDay } from "@/lib/validation/read-date";
import { type FieldIn, valueOfKind, valuesOfKinds } from "./history-fields";

export type RowIn = { fields: FieldIn[] };
export type StoredRowRef = { postingDate: string | null; rowKey: string };
export type PreparedRow = {
  postingDate: string | null;
  rowKey: string;
  miles: number | null;
  fields: RowIn["fields"];
  position: number;
};

export type MergePlan = { deleteAll: boolean; deleteFrom: string | null; insert: PreparedRow[] };

const DATE = /^\d{4}-\d{2}-\d{2}/;

export const rowKey = (row: RowIn) =>
  createHash("sha256").update(JSON.stringify(row.fields)).digest("hex").slice(0, 32);

/** The posting date and points of a row, from the provider's column kinds (A2 historyColumns); fields
 *  are matched to columns by caption, else by kind (history-fields.ts).
 *  Points = Miles + Bonus: a bonus column holds points credited on top (both count in the balance). */
export function prepareRows(rows: RowIn[], columns: { name: string; kind: string }[]): PreparedRow[] {
  return rows.map((row, position) => {
    // Without a PostingDate match, the first value that looks like a date is the posting date.
    const date =
      valueOfKind(row.fields, columns, "PostingDate") ?? row.fields.find((f) => DATE.test(f.value))?.value;
    const values = valuesOfKinds(row.fields, columns, ["Miles", "Bonus"])
      .map((v) => Number(v.replace(/[,\s]/g, "") || NaN))
      .filter(Number.isFinite);
    const miles = values.length ? values.reduce((a, b) => a + b, 0) : NaN;
    return {
      // A date-shaped value that is no real day (2026-13-01) counts as none.
      postingDate: date && DATE.test(date) ? realDay(date) : null,
      rowKey: rowKey(row),
      // numeric(20, 4) holds it exactly only within 2^53 (a row beyond that is nonsense: no miles)
      miles: Number.isFinite(miles) && Math.abs(miles) <= Number.MAX_SAFE_INTEGER ? miles : null,
      fields: row.fields,
      position,
    };
  });
}

export function planHistoryMerge(
  range: "complete" | "incremental" | "incremental_past" | undefined,
  incoming: PreparedRow[],
  stored: StoredRowRef[],
): MergePlan {
  if (range === undefined || range === "complete")
    return { deleteAll: true, deleteFrom: null, insert: incoming };
  const dates = incoming
    .map((r) => r.postingDate)
    .filter((d): d is string => d !== null)
    .sort();
  const earliest = dates[0] ?? null;
  if (range === "incremental_past") return { deleteAll: false, deleteFrom: earliest, insert: incoming };
  // incremental: drop incoming rows already held on the same day (multiset by rowKey).
  const held = new Map<string, number>();
  for (const s of stored) {
    if (earliest && s.postingDate !== null && s.postingDate < earliest) continue;
    const k = `${s.postingDate}|${s.rowKey}`;
    held.set(k, (held.get(k) ?? 0) + 1);
  }
  const insert: PreparedRow[] = [];
  for (const row of incoming) {
    const k = `${row.postingDate}|${row.rowKey}`;
    const n = held.get(k) ?? 0;
    if (n > 0) held.set(k, n - 1);
    else insert.push(row);
  }
  return { deleteAll: false, deleteFrom: null, insert };
}
