// One generated activity row before it is formatted into provider columns.
import { daysBetween, EPOCH_DAY } from "../data/calendar";

export interface HistoryEntry {
  date: string; // YYYY-MM-DD
  description: string;
  miles: number;
  bonus: number;
  /** Status credit: status miles/points for airlines, nights for hotels, rentals for cars. */
  status: number;
  /** Flown segments (kind 8 / 17 properties). */
  segments: number;
  category?: string;
  amount?: number;
  currency?: string;
  mcc?: string;
  location?: string;
  /** Card code when the row belongs to a sub-account. */
  subAccount?: string;
  /** Posted within the last days: bonus not yet credited (changes later; see incremental2). */
  pending: boolean;
}

export type EntryDraft = Omit<HistoryEntry, "date" | "pending" | "bonus" | "status" | "segments"> & {
  dayOffset: number; // 0..6 within the week
  bonus?: number;
  status?: number;
  segments?: number;
  /** A redemption the account made whatever its balance (an award booking of a trip it holds):
   *  when the balance falls short, the traveller bought the missing miles first (build-history.ts). */
  booked?: true;
};

/** A row on a day, as buildHistory takes them: its week and the day within it. */
export interface DatedDraft {
  week: number;
  draft: EntryDraft;
}

export const dated = (day: string, draft: Omit<EntryDraft, "dayOffset">): DatedDraft => {
  const days = daysBetween(EPOCH_DAY, day);
  return { week: Math.floor(days / 7), draft: { ...draft, dayOffset: days % 7 } };
};

/** Dated rows grouped by week, in the order given. */
export function byWeek(rows: DatedDraft[]): Map<number, EntryDraft[]> {
  const weeks = new Map<number, EntryDraft[]>();
  for (const { week, draft } of rows) weeks.set(week, [...(weeks.get(week) ?? []), draft]);
  return weeks;
}
