// Range choices of the balance chart (pure): the points inside the last year, three years, or all,
// starting with the balance held at the range's start so the line does not begin mid-air.
export const RANGES = [
  { id: "1y", label: "1 year", years: 1 },
  { id: "3y", label: "3 years", years: 3 },
  { id: "all", label: "All", years: null },
] as const;
export type RangeId = (typeof RANGES)[number]["id"];

export function pointsInRange<P extends { date: string; balance: number }>(
  points: P[],
  range: RangeId,
  today: string,
): P[] {
  const years = RANGES.find((r) => r.id === range)?.years ?? null;
  if (years == null || points.length === 0) return points;
  const from = `${Number(today.slice(0, 4)) - years}${today.slice(4, 10)}`;
  const inside = points.filter((p) => p.date >= from);
  const before = points.filter((p) => p.date < from).at(-1);
  return before ? [{ ...before, date: from }, ...inside] : inside;
}
