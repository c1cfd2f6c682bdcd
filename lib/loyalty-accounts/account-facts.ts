// What an account's page may claim, from what is actually known (pure; safe in client components).
// A result with data (success or warning: hasResults) is good data; any other state is a failed try. A failed try must not look
// like fresh data ("No elite status", a new "Updated" time, a zero in the totals): the page says
// "not checked yet" or "last good data from …" instead (issue 12 item 3).

import { hasResults } from "@/lib/service-requests/service-states";

export type DataStatus = "current" | "stale" | "never";

/** current: the latest result is good; stale: it failed, earlier good data is shown; never: no good data yet. */
export function dataStatus(state: number | null, lastGoodAt: string | null): DataStatus {
  if (state !== null && hasResults(state)) return "current";
  return lastGoodAt ? "stale" : "never";
}

type Prop = { kind?: string; value: string };

/** PropertyInfo kind 1 (spec 2 A2): the account number, when the program reports it. */
export function accountNumber(properties: Prop[]): string | null {
  const v = properties.find((p) => p.kind === "1")?.value?.trim();
  return v ? v : null;
}

/** How the account is identified on the page: its number when known, else the masked login. */
export function accountLabel(properties: Prop[], maskedLogin: string): string {
  const n = accountNumber(properties);
  return n ? `#${n}` : maskedLogin;
}

/** Program kinds that have no elite tiers (credit card, shopping, dining, survey): "No elite
 *  status" would suggest one was missed. */
const WITHOUT_TIERS = new Set([6, 7, 8, 9]);

/** Elite status in words, only when a good result said so; null where the program has no tiers. */
export function eliteStatusText(status: DataStatus, elite: string | null, kind?: number): string | null {
  if (status === "never") return "Not checked yet";
  if (!elite && kind !== undefined && WITHOUT_TIERS.has(kind)) return null;
  return elite ?? "No elite status";
}
