// Provider date text as a Date PostgreSQL can store, or null when it names no such instant.
// `new Date("x")` is an Invalid Date, and `new Date("0000-01-01")` a year PostgreSQL refuses; either
// made the normalization fail after the receiver's 200 (found by lib/callbacks/fuzz-normalizers.test.ts).

// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: what a four-digit ISO year can say, and PostgreSQL stores.
const MIN_MS = -62_135_596_800_000;
const MAX_MS = 253_402_300_799_999;

export const isStorableInstant = (ms: number) => Number.isFinite(ms) && ms >= MIN_MS && ms <= MAX_MS;

export function readDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const d = new Date(text);
  return isStorableInstant(d.getTime()) ? d : null;
}

/** A real calendar day "YYYY-MM-DD" (no 2026-02-30, no 2026-13-01, no year 0), or null. */
export function realDay(text: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? "");
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${day}T00:00:00Z`);
  return isStorableInstant(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}
