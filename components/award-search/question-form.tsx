"use client";
// Answer box for a state-10 security question or 2FA prompt.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function QuestionForm(props: { id: string; question: string; busy: boolean; onAnswer(answer: string): void }) {
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = `answer-${props.id}`;
  return (
    <form
      className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!answer.trim()) return setError("Enter the answer");
        setError(null);
        props.onAnswer(answer.trim());
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {props.question}
        </label>
        <Input id={inputId} value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="one-time-code" aria-invalid={Boolean(error)} />
        {error ? <p className="text-sm text-bad">{error}</p> : null}
      </div>
      <Button type="submit" disabled={props.busy}>
        {props.busy ? "Sending…" : "Send answer"}
      </Button>
    </form>
  );
}
