// What the home page's "Expiring within 90 days" card needs of each account, computed on the server;
// the card itself picks the ones within 90 days of the viewer's own today in the browser
// (components/dashboard/expiring-soon.tsx), so only these fields travel, not whole accounts.
import type { AccountSummary } from "@/lib/loyalty-accounts/list-accounts";

/** An account with an expiration date, as the server hands it over (only what the card shows). */
export interface Expiring {
  id: string;
  programName: string;
  label: string;
  unit: string;
  balance: number | null;
  expirationDate: string;
  /** The part of the balance that expires (PropertyInfo kind 6), when the program says. */
  expiringAmount: number | null;
}

/** The accounts the card may show: checked, not "never expires", with a date. */
export const expiringCandidates = (accounts: AccountSummary[]): Expiring[] =>
  accounts.flatMap((a) => {
    if (a.status === "never" || a.neverExpires || !a.expirationDate) return [];
    const amount = Number(a.properties.find((p) => p.kind === "6")?.value?.replace(/[^0-9.]/g, "") || NaN);
    return [
      {
        id: a.id,
        programName: a.programName,
        label: a.label,
        unit: a.unit,
        balance: a.balance,
        expirationDate: a.expirationDate,
        expiringAmount: Number.isFinite(amount) ? amount : null,
      },
    ];
  });
