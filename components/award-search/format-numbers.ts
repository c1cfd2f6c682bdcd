// Number display for award results: thousands separators and currency codes (en-US).
import { formatMoney } from "@/lib/money/format-money";

export const formatPoints = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });

/** Hotel cash amounts are USD (spec 1 B3); the formatter itself is lib/money/format-money.ts. */
export const formatUsd = (amount: number) => formatMoney(amount, "USD");

/** "1.85¢" — cents per point, two decimals. */
export const formatCents = (cents: number) => `${cents.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}¢`;
