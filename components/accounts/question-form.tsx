"use client";
// State 10: the program asks a security question; the answer is stored with all earlier answers.
// A rejected answer (the result's rejected-answers list) or the same question coming back is said
// by the answer box (issue 12 item 1); earlier answers keep their state on the server.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { type AnswerState, answerStateWords } from "@/lib/loyalty-accounts/answer-state-words";
import { useAnswerQuestion } from "./use-account-mutations";

export function QuestionForm({
  accountId,
  question,
  answerState,
}: {
  accountId: string;
  question: string;
  answerState: AnswerState;
}) {
  const [answer, setAnswer] = useState("");
  const [sendError, setSendError] = useState<string>();
  const send = useAnswerQuestion(accountId);
  const verdict = answerStateWords(answerState);
  const error = sendError ?? verdict ?? undefined;
  return (
    <form
      aria-label="Security question"
      className="border-warn/30 bg-warn-soft flex flex-col gap-3 rounded-md border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!answer.trim()) return setSendError("Type your answer");
        setSendError(undefined);
        send.mutate(answer, { onSuccess: () => setAnswer(""), onError: (err) => setSendError(err.message) });
      }}
    >
      <Field id="security-answer" label={question} error={error}>
        <Input
          id="security-answer"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          autoComplete="off"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "security-answer-error" : undefined}
        />
      </Field>
      <Button type="submit" disabled={send.isPending || !answer.trim()} className="self-start">
        {send.isPending ? "Sending…" : "Send answer"}
      </Button>
    </form>
  );
}
