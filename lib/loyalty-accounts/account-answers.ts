// Security answers kept on an account (spec 2 A3 `answers`, A5 rejected answers). Pure helpers.
// Spec: "Store and resend every answer, including one-time codes; the service decides which to use",
// and answers the service lists as rejected are marked invalid and no longer resent.
import { z } from "zod";

export const storedAnswerSchema = z.object({
  question: z.string(),
  answer: z.string(),
  invalid: z.boolean().default(false),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

export function parseStoredAnswers(value: unknown): StoredAnswer[] {
  const parsed = z.array(storedAnswerSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Adds an answer, keeping all earlier ones; the same question+answer again becomes valid again. */
export function addAnswer(list: StoredAnswer[], question: string, answer: string): StoredAnswer[] {
  const rest = list.filter((a) => !(a.question === question && a.answer === answer));
  return [...rest, { question, answer, invalid: false }];
}

export function markInvalid(list: StoredAnswer[], rejected: { question: string; answer: string }[]): StoredAnswer[] {
  return list.map((a) =>
    rejected.some((r) => r.question === a.question && r.answer === a.answer) ? { ...a, invalid: true } : a,
  );
}

/** What goes into a request: valid answers only, without our bookkeeping flag. */
export function answersToSend(list: StoredAnswer[]): { question: string; answer: string }[] {
  return list.filter((a) => !a.invalid).map(({ question, answer }) => ({ question, answer }));
}
