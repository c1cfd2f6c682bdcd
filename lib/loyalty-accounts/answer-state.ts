// What the answer box says about earlier answers to the pending question (pure). The answers stay
// on the server (they are credentials); the page learns only how many were tried and whether the
// program rejected the latest — so a wrong answer is said by the box, never a silent loop
// (issue 12 item 1). Answers to other questions keep their own state untouched.
import { answerFlags } from "./account-answers";

import type { AnswerState } from "./answer-state-words";

export type { AnswerState };
export { answerStateWords } from "./answer-state-words";

export function answerStateFor(stored: unknown, question: string | null): AnswerState {
  if (!question) return null;
  const mine = answerFlags(stored).filter((a) => a.question === question);
  const last = mine.at(-1);
  return {
    tries: mine.length,
    rejected: mine.filter((a) => a.invalid).length,
    lastRejected: last?.invalid === true,
    // The same question came back although the program did not list the answer as rejected.
    askedAgain: last !== undefined && !last.invalid,
  };
}
