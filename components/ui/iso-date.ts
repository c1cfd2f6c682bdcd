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
