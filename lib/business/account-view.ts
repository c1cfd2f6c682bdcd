// What a page may show of a stored business account, by the owner's access level (spec 2 B1):
// 0 numbers, usernames, statuses (no balances); 1 + balances; 2 everything except passwords;
// 3 full control (the service's own links). Passwords are never stored, so never shown.
import type { AccountProperty, HistoryRow, SubAccount } from "@/lib/services/business/export-schema";
import { programKindCode } from "@/lib/loyalty-accounts/words";
import { balanceUnit } from "@/lib/valuations/default-point-values";
import { canSeeBalances, canSeeDetails } from "./words";

export interface StoredAccount {
  id: string;
  remoteId: number;
  code: string | null;
  displayName: string | null;
  kind: string | null;
  login: string | null;
  balanceText: string | null;
  balanceRaw: { toNumber(): number } | null; // numeric(20,4), exact; a number only on the way out
  lastDetectedChange: string | null;
  expirationDate: Date | null;
  errorCode: number | null;
  errorMessage: string | null;
  lastRetrieveDate: Date | null;
  lastChangeDate: Date | null;
  properties: unknown;
  fetchedAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  removedAt: Date | null;
}

export const accountSelect = {
  id: true,
  remoteId: true,
  code: true,
  displayName: true,
  kind: true,
  login: true,
  balanceText: true,
  balanceRaw: true,
  lastDetectedChange: true,
  expirationDate: true,
  errorCode: true,
  errorMessage: true,
  lastRetrieveDate: true,
  lastChangeDate: true,
  properties: true,
  fetchedAt: true,
  lastError: true,
  lastErrorAt: true,
  removedAt: true,
} as const;

/** Elite status: the property with a `rank` (only given with kind 3), else any kind-3 property. */
export function eliteStatus(properties: unknown): { name: string; rank: number | null } | null {
  const list = Array.isArray(properties) ? (properties as AccountProperty[]) : [];
  const p =
    list.find((x) => x.rank !== null && x.rank !== undefined && x.value) ??
    list.find((x) => x.kind === 3 && x.value);
  return p?.value ? { name: p.value, rank: p.rank ?? null } : null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The unit a balance is counted in ("miles", "points", "Avios"), when the service's text is a bare
 *  formatted number (spec 2 B: `balance` "Formatted number"); null when the text carries its own
 *  (a "$" amount, "2 nights") or there is none. */
export function balanceUnitOf(a: Pick<StoredAccount, "code" | "kind" | "balanceText">): string | null {
  if (!a.balanceText || !/^[+-]?\d[\d,.\s]*$/.test(a.balanceText.trim())) return null;
  return balanceUnit(a.code ?? "", programKindCode(a.kind));
}

export function accountRow(a: StoredAccount, level: number) {
  const balances = canSeeBalances(level);
  return {
    id: a.id,
    accountId: a.remoteId,
    code: a.code,
    program: a.displayName ?? `Account ${a.remoteId}`,
    kind: a.kind ?? "Other",
    login: a.login,
    balanceHidden: !balances,
    balance: balances ? a.balanceText : null,
    unit: balances ? balanceUnitOf(a) : null,
    balanceRaw: balances && a.balanceRaw ? a.balanceRaw.toNumber() : null,
    change: balances ? a.lastDetectedChange : null,
    expirationDate: balances ? iso(a.expirationDate) : null,
    elite: eliteStatus(a.properties),
    lastUpdate: iso(a.lastRetrieveDate),
    errorCode: a.errorCode,
    errorMessage: a.errorMessage,
    fetchedAt: iso(a.fetchedAt),
    lastError: a.lastError,
    lastErrorAt: iso(a.lastErrorAt),
    removed: a.removedAt !== null,
  };
}

/** Properties a level may show: 0 and 1 see only account numbers, usernames and statuses. */
export function visibleProperties(properties: unknown, level: number): AccountProperty[] {
  const list = Array.isArray(properties) ? (properties as AccountProperty[]) : [];
  return canSeeDetails(level)
    ? list
    : list.filter((p) => p.kind === 1 || p.kind === 3 || p.kind === 12 || p.rank !== null);
}

export function visibleSubAccounts(subAccounts: unknown, level: number) {
  const list = Array.isArray(subAccounts) ? (subAccounts as SubAccount[]) : [];
  return list.map((s) => ({
    id: s.subAccountId,
    displayName: s.displayName,
    balance: canSeeBalances(level) ? s.balance : null,
    change: canSeeBalances(level) ? s.lastDetectedChange : null,
    properties: visibleProperties(s.properties, level),
    history: canSeeDetails(level) ? (s.history ?? []) : [],
  }));
}

export const visibleHistory = (history: unknown, level: number): HistoryRow[] =>
  canSeeDetails(level) && Array.isArray(history) ? (history as HistoryRow[]) : [];
