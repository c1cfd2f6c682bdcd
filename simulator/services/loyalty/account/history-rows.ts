// Formats entries into A5 history rows `{fields: [{name, value}]}` using the
// provider's column captions (clients map them through `historyColumns`).
import type { HistoryColumnSpec } from "../catalog/provider-types";
import type { HistoryEntry } from "./history-entry";

export interface HistoryRow {
  fields: Array<{ name: string; value: string }>;
}

function cell(column: HistoryColumnSpec, entry: HistoryEntry): string {
  const raw = entry[column.source === "date" ? "date" : column.source];
  if (raw === undefined) return "";
  if (typeof raw === "number") return column.type === "decimal" ? raw.toFixed(2) : String(Math.round(raw));
  return String(raw);
}

export function toRow(columns: HistoryColumnSpec[], entry: HistoryEntry): HistoryRow {
  return { fields: columns.map((column) => ({ name: column.name, value: cell(column, entry) })) };
}

/** Newest first, the way provider sites list activity. */
export function toRows(columns: HistoryColumnSpec[], entries: HistoryEntry[]): HistoryRow[] {
  return entries.map((entry) => toRow(columns, entry)).reverse();
}
