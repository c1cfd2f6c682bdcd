// A card's dated bonuses (categories and merchant groups alike), with their status today and
// their place on a one-year strip (percent offsets), for the card page's calendar.
import { bonusStatus, type BonusStatus } from "@/lib/cards/bonus-status";
import type { Card } from "@/lib/services/cards/card-schema";

export interface SeasonalBonus {
  key: string;
  name: string;
  multiplier: number;
  startDate?: string;
  endDate?: string;
  description?: string;
  /** Merchant names, for merchant-group bonuses. */
  merchants?: string[];
  status: BonusStatus;
}

export function seasonalBonuses(card: Card, today: string): SeasonalBonus[] {
  const all = [
    ...(card.earningCategories ?? []).map((c) => ({ key: `c${c.categoryId}`, name: c.categoryName, ...c })),
    ...(card.earningMerchants ?? []).map((m) => ({
      key: `m${m.merchantGroupId}`,
      name: m.merchantGroupName,
      ...m,
      merchants: m.merchantNames?.map((n) => n.merchantName),
    })),
  ];
  return all
    .filter((b) => b.startDate || b.endDate)
    .map((b) => ({
      key: `${b.key}-${b.startDate ?? ""}`,
      name: b.name,
      multiplier: b.multiplier,
      startDate: b.startDate,
      endDate: b.endDate,
      description: b.description,
      merchants: "merchants" in b ? b.merchants : undefined,
      status: bonusStatus(b, today),
    }))
    .sort((a, b) => (a.startDate ?? "").localeCompare(b.startDate ?? "") || a.name.localeCompare(b.name));
}

const dayMs = 86_400_000;
const utc = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** Percent offset and width of [start, end] within `year`, or null when it misses the year. */
export function stripPosition(
  b: { startDate?: string; endDate?: string },
  year: number,
): { left: number; width: number } | null {
  const y0 = Date.UTC(year, 0, 1);
  const y1 = Date.UTC(year + 1, 0, 1);
  const s = Math.max(b.startDate ? utc(b.startDate) : y0, y0);
  const e = Math.min(b.endDate ? utc(b.endDate) + dayMs : y1, y1); // endDate is inclusive
  if (e <= s) return null;
  const span = y1 - y0;
  return { left: ((s - y0) / span) * 100, width: ((e - s) / span) * 100 };
}
