// The answer box's words about earlier answers (pure, no schema library: it ships to the browser
// with the account page; answer-state.ts computes the state on the server).
export type AnswerState = {
  tries: number;
  rejected: number;
  lastRejected: boolean;
  askedAgain: boolean;
} | null;

/** The sentence by the answer box, or null before the first answer. */
export function answerStateWords(s: AnswerState): string | null {
  if (!s || s.tries === 0) return null;
  if (s.lastRejected)
    return s.rejected > 1
      ? `The program rejected your last answer (${s.rejected} answers rejected so far). Check it and try again.`
      : "The program rejected that answer. Check it and try again.";
  return "The program asked again after your answer. Check the answer and send it again.";
}
