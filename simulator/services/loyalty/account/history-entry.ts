// One generated activity row before it is formatted into provider columns.
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
