// Progress of a whole search across its programs (pure; used by the API and the page).
import { isPending } from "@/lib/award-search/merge-parts";
import type { Parts } from "@/lib/award-search/types";
import { hasResults, isFinal, needsAnswer } from "@/lib/service-requests/service-states";

export interface ProgramStatus {
  id: string;
  providerCode: string;
  state: number;
  message: string | null;
  question: string | null;
  parts: Parts;
  pending: boolean;
  /** Changes whenever a delivery touches this request (its results included): the page sends it
   *  back so unchanged results are not shipped again while it polls (get-hotel-search-view.ts). */
  version: string;
  /** State 10 again right after the user answered: the program did not accept the answer. */
  answerRejected?: boolean;
  /** Which of a program's several requests this is, in words (hotels' flexible dates: its check-in,
   *  "Sat 12 Dec"); absent when a search sends one request per program. */
  label?: string;
}

export interface SearchProgress {
  total: number;
  done: number;
  pending: boolean;
  /** Programs with results, failures, and those waiting on the user (a question). */
  withResults: number;
  failed: number;
  needsAnswer: number;
}

export function aggregateProgress(programs: Pick<ProgramStatus, "state" | "parts">[]): SearchProgress {
  let done = 0;
  let withResults = 0;
  let failed = 0;
  let asking = 0;
  for (const p of programs) {
    const pending = isPending(p.state, p.parts);
    if (!pending) done++;
    if (hasResults(p.state)) withResults++;
    else if (needsAnswer(p.state)) asking++;
    else if (isFinal(p.state)) failed++;
  }
  return {
    total: programs.length,
    done,
    pending: done < programs.length,
    withResults,
    failed,
    needsAnswer: asking,
  };
}
