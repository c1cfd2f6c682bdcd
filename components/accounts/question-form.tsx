"use client";
// State 10: the program asks a security question; the answer is stored with all earlier answers.
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useAnswerQuestion } from "./use-account-mutations";

export function QuestionForm({ accountId, question }: { accountId: string; question: string }) {
  const [answer, setAnswer] = useState("");
  const send = useAnswerQuestion(accountId);
  return (
    <form
      className="flex flex-col gap-3 rounded-md border border-warn/30 bg-warn-soft p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (answer.trim()) send.mutate(answer, { onSuccess: () => setAnswer(""), onError: (err) => toast.error(err.message) });
      }}
    >
      <Field id="security-answer" label={question}>
        <Input id="security-answer" value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="off" required />
      </Field>
      <Button type="submit" disabled={send.isPending || !answer.trim()} className="self-start">Send answer</Button>
    </form>
  );
}
