// Seasonal bonuses (spec 1 C1: startDate/endDate Opt) relative to today. Dates are UTC days
// (YYYY-MM-DD, normalized by card-schema.ts), so plain string comparison orders them.
export type BonusStatus = "always" | "current" | "upcoming" | "expired";

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function bonusStatus(b: { startDate?: string; endDate?: string }, today: string): BonusStatus {
  if (!b.startDate && !b.endDate) return "always";
  if (b.startDate && today < b.startDate) return "upcoming";
  if (b.endDate && today > b.endDate) return "expired";
  return "current";
}

/** Earns today: evergreen or inside its dates (both ends inclusive). */
export const earnsOn = (b: { startDate?: string; endDate?: string }, today: string) => {
  const s = bonusStatus(b, today);
  return s === "always" || s === "current";
};
