// How card numbers read on the page: "5×", "1.25¢ per point", "6.25¢ per $1". Cents go through
// lib/money/format-money.ts, the one money formatter.
import { formatCentsPerPoint } from "@/lib/money/format-money";

const trim = (n: number, digits: number) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, useGrouping: false });

export const formatMultiplier = (m: number) => `${trim(m, 2)}×`;

/** USD per point as cents: 0.0125 → "1.25¢ per point". */
export const formatPointValue = (usd: number) => `${formatCentsPerPoint(usd * 100, { min: 0 })} per point`;

/** USD earned per USD spent as cents per dollar: 0.0625 → "6.25¢ per $1". */
export const formatReturn = (usdPerUsd: number) =>
  `${formatCentsPerPoint(usdPerUsd * 100, { min: 0 })} per $1`;

/** How a multiplier reads for the card's kind: "5% cash back" or "5× points". */
export function formatEarnRate(m: number, isCashback: boolean, currency?: string): string {
  if (isCashback) return `${trim(m, 2)}% cash back`;
  return `${formatMultiplier(m)} ${currency || "points"}`;
}

const DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Apr 1, 2026 – Jun 30, 2026", or one side only. */
export function formatDateRange(start?: string, end?: string): string | null {
  const f = (d: string) => DAY.format(new Date(`${d}T00:00:00Z`));
  if (start && end) return `${f(start)} – ${f(end)}`;
  if (start) return `from ${f(start)}`;
  if (end) return `until ${f(end)}`;
  return null;
}
