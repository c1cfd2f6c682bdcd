// The overall line above a search's program cards (pure). A program waiting for the user's answer
// (state 10) is neither searching nor finished: it is counted on its own, "1 program needs your
// answer", so a search is never called finished while the user still has something to do.
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";

const programs = (n: number) => `${n} program${n === 1 ? "" : "s"}`;

/** `fanOut`: the search sends a program several requests (round trips, flexible dates: one per leg,
 *  day and airport pair), so the count is of searches, not programs ("All 12 searches finished"). */
export function progressLine(p: SearchProgress, fanOut = false): string {
  const unit = fanOut ? "searches" : "programs";
  const finished = p.done - p.needsAnswer;
  const waiting = p.needsAnswer
    ? `${fanOut ? `${p.needsAnswer} search${p.needsAnswer === 1 ? "" : "es"}` : programs(p.needsAnswer)} ${p.needsAnswer === 1 ? "needs" : "need"} your answer`
    : "";
  if (p.pending)
    return `Searching… ${finished} of ${p.total} ${unit} finished${waiting ? ` · ${waiting}` : ""}`;
  if (waiting) return finished ? `${waiting} · ${finished} of ${p.total} finished` : waiting;
  if (p.total === 1) return fanOut ? "The search finished" : "The program finished";
  return `All ${p.total} ${unit} finished`;
}

/**
 * Program cards in the order the user picked the programs, whatever their states: a card does not
 * jump when its program answers, asks a question or is retried (a resent request is newer).
 */
export function inPickedOrder<T extends Pick<ProgramStatus, "providerCode">>(
  list: T[],
  picked: string[],
): T[] {
  const rank = (code: string) => (picked.includes(code) ? picked.indexOf(code) : picked.length);
  return [...list].sort(
    (a, b) => rank(a.providerCode) - rank(b.providerCode) || a.providerCode.localeCompare(b.providerCode),
  );
}
