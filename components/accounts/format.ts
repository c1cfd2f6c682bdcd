// Number and date formatting for the accounts pages (fixed locale so server and client agree).
// Money goes through lib/money/format-money.ts, the one money formatter.
import { formatCentsPerPoint, formatWholeMoney } from "@/lib/money/format-money";
import { formatDateTime } from "@/lib/format/date-time";
import { realDay } from "@/lib/validation/read-date";

const nf = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A balance with its unit: "57,500 miles", "12 rental credits"; "—" when unknown. */
export const formatBalance = (n: number | null | undefined, unit: string) =>
  n == null ? "—" : `${nf.format(n)} ${unit}`;
/** An estimated value in whole dollars ("$1,235"): estimates, never stored amounts. */
export const formatUsd = (n: number) => formatWholeMoney(n, "USD");
export const formatChange = (n: number | null) =>
  n == null || n === 0 ? null : `${n > 0 ? "+" : "−"}${nf.format(Math.abs(n))}`;
/** Cents per point, e.g. "1.65¢". */
export const formatCents = (dollarsPerPoint: number) =>
  formatCentsPerPoint(dollarsPerPoint * 100, { min: 0 });

/** A history amount as the provider wrote it ("1,300", "-12500", "+40") → signed with separators. */
export function formatSignedAmount(raw: string): { text: string; sign: number } {
  const n = Number(raw.replace(/[,\s]/g, "").replace(/^\u2212/, "-"));
  if (!Number.isFinite(n)) return { text: raw, sign: 0 };
  if (n === 0) return { text: "0", sign: 0 };
  return { text: `${n > 0 ? "+" : "−"}${nf.format(Math.abs(n))}`, sign: Math.sign(n) };
}

export function formatDate(iso: string | null) {
  if (!iso) return "—";
  return formatDateTime(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
    { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" },
    "date",
  );
}

/** A provider's property value as a traveller reads it: a bare calendar day ("2016-12-07", as
 *  programs send "member since" or "status valid through") becomes "Dec 7, 2016"; anything else is
 *  shown as the program wrote it. */
export function formatPropertyValue(value: string): string {
  const text = value.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && realDay(text) ? formatDate(text) : value;
}

/** Within 90 days from `today` (YYYY-MM-DD): the expiration deserves a highlight. */
export function expiresSoon(date: string | null, today: string): boolean {
  if (!date) return false;
  const days = (Date.parse(date) - Date.parse(today)) / 86_400_000;
  return days <= 90;
}

/** How "Updated …" times read (in the viewer's time zone: components/ui/local-time.tsx). */
export const UPDATED_AT: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
