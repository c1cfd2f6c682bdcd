// "YYYY-MM-DD" ⇄ a local Date at midnight, for the date picker (calendar days, no time zone).
export function toIsoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Today on this device's calendar: what a person means by "today" when picking a date. */
export const localToday = (now = new Date()) => toIsoDate(now);

export function fromIsoDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: string) => n.padStart(2, "0");

/**
 * A date typed into a date field, as "YYYY-MM-DD": 2027-10-24, 2027/10/24, 10/24/2027 (month first,
 * as in the US), Oct 24 2027, 24 October 2027, or the field's own "Sun, Oct 24, 2027". Null when it
 * reads as none of these. Whether the day is real, not past and inside the booking window is left to
 * the form's rules (lib/validation/travel-date.ts), which then say what is wrong in words.
 */
export function parseTypedDate(text: string): string | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]{3,9},?\s+(?=[a-z]{3})/, ""); // a leading weekday
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(m[1]!)}-${pad(m[2]!)}`;
  const month = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;
  m = /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(t);
  if (m && month(m[1]!) > 0) return `${m[3]}-${pad(String(month(m[1]!)))}-${pad(m[2]!)}`;
  m = /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})$/.exec(t);
  if (m && month(m[2]!) > 0) return `${m[3]}-${pad(String(month(m[2]!)))}-${pad(m[1]!)}`;
  return null;
}
