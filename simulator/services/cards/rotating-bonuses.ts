// Quarterly 5% bonuses for rotating-category cards, computed from the harness
// clock so a listing always holds two expired quarters, the current one and the
// next one (spec C1: seasonal entries carry startDate/endDate). Dates are UTC
// calendar days; endDate is the last day of the quarter, inclusive.
import type { BonusSeed, CardSeed } from "./card-catalog";

export interface Quarter {
  index: number; // year * 4 + (quarter - 1), monotonic
  start: string; // YYYY-MM-DD
  end: string; // YYYY-MM-DD, inclusive
  label: string; // "Q3 2026"
}

export function quarterOf(index: number): Quarter {
  const year = Math.floor(index / 4);
  const q = index - year * 4;
  const start = new Date(Date.UTC(year, q * 3, 1));
  const end = new Date(Date.UTC(year, q * 3 + 3, 0)); // day 0 = last day of the previous month
  return { index, start: isoDay(start), end: isoDay(end), label: `Q${q + 1} ${year}` };
}

export function quarterIndexAt(now: Date): number {
  return now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

// Ten distinct items: two per quarter, so any four consecutive quarters use
// eight different items and a card never lists the same category id twice.
const POOL: ReadonlyArray<Omit<BonusSeed, "multiplier" | "description">> = [
  { kind: "category", key: "groceries" },
  { kind: "category", key: "gas" },
  { kind: "merchant", key: "marketplaces" },
  { kind: "category", key: "homeImprovement" },
  { kind: "category", key: "streaming" },
  { kind: "merchant", key: "payments" },
  { kind: "category", key: "department" },
  { kind: "category", key: "fitness" },
  { kind: "category", key: "drugstores" },
  { kind: "merchant", key: "wholesaleClubs" },
];

// The two issuers publish different calendars; an offset keeps them apart.
const CALENDAR_OFFSET = { calendarA: 0, calendarB: 5 } as const;

export interface DatedBonus {
  bonus: BonusSeed;
  startDate: string;
  endDate: string;
}

export function rotatingBonuses(card: CardSeed, now: Date): DatedBonus[] {
  if (!card.rotating) return [];
  const permanent = new Set(card.bonuses.map((b) => `${b.kind}:${b.key}`));
  const current = quarterIndexAt(now);
  const out: DatedBonus[] = [];
  for (let index = current - 2; index <= current + 1; index++) {
    const quarter = quarterOf(index);
    for (const slot of [0, 1]) {
      const pick = POOL[(index * 2 + slot + CALENDAR_OFFSET[card.rotating]) % POOL.length];
      if (!pick || permanent.has(`${pick.kind}:${pick.key}`)) continue;
      const description =
        `<b>5%</b> cash back on up to $1,500 in combined purchases in ${quarter.label}. ` +
        `<a href="https://example.com/activate">Activate</a> to earn.`;
      out.push({
        bonus: { ...pick, multiplier: 5, description } as BonusSeed,
        startDate: quarter.start,
        endDate: quarter.end,
      });
    }
  }
  return out;
}
