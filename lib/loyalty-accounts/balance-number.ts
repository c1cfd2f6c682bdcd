// Balances are stored exactly (PostgreSQL numeric(20,4): counts of points, some programs'
// fractional), and leave the database as plain numbers only here, at the edge where a page shows
// them. Differences are taken between the exact decimals first, so "change since last update" of
// 1,234.56 → 1,000.10 is 234.46, not 234.45999999999998.
import type { Prisma } from "@/lib/generated/prisma/client";

type Exact = Prisma.Decimal | null | undefined;

/** The stored balance as a number (numeric(20,4) has at most 16 integer digits: exact in a double
 *  up to 2^53 points, far beyond any program). */
export const balanceNumber = (d: Exact): number | null => (d == null ? null : d.toNumber());

/** now − before, taken exactly, or null when either is unknown. */
export const balanceChange = (now: Exact, before: Exact): number | null =>
  now == null || before == null ? null : now.minus(before).toNumber();
