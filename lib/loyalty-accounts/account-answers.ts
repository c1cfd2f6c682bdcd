// Security answers kept on an account (spec 2 A3 `answers`, A5 rejected answers).
// Spec: "Store and resend every answer, including one-time codes; the service decides which to use",
// and answers the service lists as rejected are marked invalid and no longer resent.
// Answers are credentials: at rest each one is sealed like the password ({question, answerSealed,
// invalid}). The helpers work on opened answers; only parseStoredAnswers and sealAnswers cross that
// line, and answerFlags reads what the answer box needs without opening anything. A row written
// before answers were sealed ({question, answer, invalid}) still reads; the worker seals such rows
// when it starts (seal-plain-answers.ts).
import "server-only";
import { z } from "zod";
import { openSecret, sealSecret } from "./seal";

export type StoredAnswer = { question: string; answer: string; invalid: boolean };
export type SealedAnswer = { question: string; answerSealed: string; invalid: boolean };

const sealedAnswer = z.object({
  question: z.string(),
  answerSealed: z.string(),
  invalid: z.boolean().default(false),
});
const plainAnswer = z.object({
  question: z.string(),
  answer: z.string(),
  invalid: z.boolean().default(false),
});
const storedList = z.array(z.union([sealedAnswer, plainAnswer]));

/** The stored answers, opened. */
export function parseStoredAnswers(value: unknown): StoredAnswer[] {
  const parsed = storedList.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.map((a) =>
    "answerSealed" in a
      ? { question: a.question, answer: openSecret(a.answerSealed), invalid: a.invalid }
      : a,
  );
}

/** What is written: every answer sealed (a fresh IV each time, like every sealed value). */
export function sealAnswers(list: StoredAnswer[]): SealedAnswer[] {
  return list.map((a) => ({ question: a.question, answerSealed: sealSecret(a.answer), invalid: a.invalid }));
}

/** The questions answered and whether each answer was rejected, without opening the answers. */
export function answerFlags(value: unknown): { question: string; invalid: boolean }[] {
  const parsed = storedList.safeParse(value);
  return parsed.success ? parsed.data.map((a) => ({ question: a.question, invalid: a.invalid })) : [];
}

/** Adds an answer, keeping all earlier ones; the same question+answer again becomes valid again. */
export function addAnswer(list: StoredAnswer[], question: string, answer: string): StoredAnswer[] {
  const rest = list.filter((a) => !(a.question === question && a.answer === answer));
  return [...rest, { question, answer, invalid: false }];
}

export function markInvalid(
  list: StoredAnswer[],
  rejected: { question: string; answer: string }[],
): StoredAnswer[] {
  return list.map((a) =>
    rejected.some((r) => r.question === a.question && r.answer === a.answer) ? { ...a, invalid: true } : a,
  );
}

/** What goes into a request: valid answers only, without our bookkeeping flag. */
export function answersToSend(list: StoredAnswer[]): { question: string; answer: string }[] {
  return list.filter((a) => !a.invalid).map(({ question, answer }) => ({ question, answer }));
}
