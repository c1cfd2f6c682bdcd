// Filter, order and page the accounts list (pure; runs in the browser). A traveller with dozens of
// programs finds one by typing part of its name, its kind ("hotel") or its number, orders the list
// by what matters to them (value, expiration), and the page renders a screenful at a time.
import { programKind } from "@/lib/loyalty-accounts/words";

export type AccountOrder = "linked" | "name" | "value" | "expiring";

export const ACCOUNT_ORDERS: { value: AccountOrder; label: string }[] = [
  { value: "linked", label: "Order linked" },
  { value: "name", label: "Program A–Z" },
  { value: "value", label: "Value, highest first" },
  { value: "expiring", label: "Expiring soonest" },
];

/** An order named in the address (/accounts?order=expiring), else the linked order. */
export function orderFrom(value: string | undefined): AccountOrder {
  return ACCOUNT_ORDERS.find((o) => o.value === value)?.value ?? "linked";
}

/** Cards rendered at first, and added by each "Show more". */
export const ACCOUNTS_PAGE = 25;

type Arrangeable = { programName: string; label: string; kind: number; estimatedValue: number | null; expirationDate: string | null; neverExpires: boolean };

/** Lower case without accents, so "flying blue" finds "Flying Blue" and "societe" "Société". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function arrangeAccounts<T extends Arrangeable>(accounts: T[], query: string, order: AccountOrder): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const found = words.length
    ? accounts.filter((a) => {
        const text = fold(`${a.programName} ${a.label} ${programKind(a.kind)}`);
        return words.every((w) => text.includes(w));
      })
    : [...accounts];
  const byName = (a: T, b: T) => a.programName.localeCompare(b.programName, "en", { sensitivity: "base" });
  if (order === "name") return found.sort(byName);
  if (order === "value") return found.sort((a, b) => (b.estimatedValue ?? -1) - (a.estimatedValue ?? -1) || byName(a, b));
  if (order === "expiring") {
    // Dated expirations first, soonest first; then unknown; "never expires" last.
    const rank = (a: T) => (a.expirationDate ? 0 : a.neverExpires ? 2 : 1);
    return found.sort((a, b) => rank(a) - rank(b) || (a.expirationDate ?? "").localeCompare(b.expirationDate ?? "") || byName(a, b));
  }
  return found; // linked: as listed (oldest link first)
}
