// What the answer box says about earlier answers to the pending question (pure). The answers stay
// on the server (they are credentials); the page learns only how many were tried and whether the
// program rejected the latest — so a wrong answer is said by the box, never a silent loop
// (issue 12 item 1). Answers to other questions keep their own state untouched.
import { parseStoredAnswers } from "./account-answers";

export type AnswerState = { tries: number; rejected: number; lastRejected: boolean; askedAgain: boolean } | null;

export function answerStateFor(stored: unknown, question: string | null): AnswerState {
  if (!question) return null;
  const mine = parseStoredAnswers(stored).filter((a) => a.question === question);
  const last = mine.at(-1);
  return {
    tries: mine.length,
    rejected: mine.filter((a) => a.invalid).length,
    lastRejected: last?.invalid === true,
    // The same question came back although the program did not list the answer as rejected.
    askedAgain: last !== undefined && !last.invalid,
  };
}

/** The sentence by the answer box, or null before the first answer. */
export function answerStateWords(s: AnswerState): string | null {
  if (!s || s.tries === 0) return null;
  if (s.lastRejected)
    return s.rejected > 1 ? `The program rejected your last answer (${s.rejected} answers rejected so far). Check it and try again.` : "The program rejected that answer. Check it and try again.";
  return "The program asked again after your answer. Check the answer and send it again.";
}
