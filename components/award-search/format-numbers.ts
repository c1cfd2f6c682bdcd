// Number display for award results: thousands separators and currency codes (en-US). Money and
// cents per point are formatted by lib/money/format-money.ts, the one money formatter.
import { formatCentsPerPoint, formatMinorUnits } from "@/lib/money/format-money";

export const formatPoints = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });

/** A stored cash amount: integer minor units with its currency (hotel prices are USD, spec 1 B3). */
export const formatCash = (minor: number, currency: string) => formatMinorUnits(minor, currency);

/** "1.85¢" — cents per point, two decimals. */
export const formatCents = (cents: number) => formatCentsPerPoint(cents);
