// Confirmation numbers are matched without case, spaces or hyphens ("hql 559102" is HQL-559102:
// same-reservation.ts, group-trips.ts), but shown as the booking printed them — HQL-559102, not
// HQL559102 (issue 34 item 11). Pure.

/** The form two numbers are compared in. */
export const normalizeConfirmation = (n: string) => n.toUpperCase().replace(/[\s-]/g, "");

/** One entry per number (first form seen wins), trimmed, in the order given. */
export function displayConfirmations(numbers: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const n of numbers) {
    const given = n?.trim().replace(/\s+/g, " ");
    if (given && !seen.has(normalizeConfirmation(given))) seen.set(normalizeConfirmation(given), given);
  }
  return [...seen.values()];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const text = (v: unknown) => (typeof v === "string" ? v : null);

/** Every confirmation number a source element carries, as printed: the itinerary's, its travel
 *  agency's, the issuing carrier's and the segment's carriers' (the fields same-reservation.ts matches on). */
export function confirmationsAsGiven(itinerary: Obj, part: Obj): (string | null)[] {
  return [
    ...arr(itinerary.confirmationNumbers).map((c) => text(c.number)),
    ...arr(obj(itinerary.travelAgency).confirmationNumbers).map((c) => text(c.number)),
    text(obj(itinerary.issuingCarrier).confirmationNumber),
    text(obj(part.marketingCarrier).confirmationNumber),
    text(obj(part.operatingCarrier).confirmationNumber),
  ];
}
