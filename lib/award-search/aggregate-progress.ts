// Progress of a whole search across its programs (pure; used by the API and the page).
import { isPending } from "@/lib/award-search/merge-parts";
import type { Parts } from "@/lib/award-search/types";

export interface ProgramStatus {
  id: string;
  providerCode: string;
  state: number;
  message: string | null;
  question: string | null;
  parts: Parts;
  pending: boolean;
  /** State 10 again right after the user answered: the program did not accept the answer. */
  answerRejected?: boolean;
}

export interface SearchProgress {
  total: number;
  done: number;
  pending: boolean;
  /** Programs with results (1, 9), failures (2, 4, 6, 11), waiting on the user (10). */
  withResults: number;
  failed: number;
  needsAnswer: number;
}

export function aggregateProgress(programs: Pick<ProgramStatus, "state" | "parts">[]): SearchProgress {
  let done = 0;
  let withResults = 0;
  let failed = 0;
  let needsAnswer = 0;
  for (const p of programs) {
    const pending = isPending(p.state, p.parts);
    if (!pending) done++;
    if (p.state === 1 || p.state === 9) withResults++;
    else if (p.state === 10) needsAnswer++;
    else if (p.state !== 0) failed++;
  }
  return { total: programs.length, done, pending: done < programs.length, withResults, failed, needsAnswer };
}
