// Quiet hours' clock times as minutes after midnight, as the Settings form reads and writes them
// (no Temporal here: this is in the browser bundle).

/** "22:00" → 1320; null for anything else. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const formatClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
