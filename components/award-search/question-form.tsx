"use client";
// Answer box for a state-10 security question or 2FA prompt. When the program asked again after an
// answer, the box says so and keeps what was typed (issue 12 item 1).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function QuestionForm(props: {
  id: string;
  question: string;
  busy: boolean;
  /** The answer just sent, kept in the box when the program did not accept it. */
  initial?: string;
  /** Set when the program asked again after an answer: said by the box, not swallowed. */
  rejected?: string;
  onAnswer(answer: string): void;
}) {
  const [answer, setAnswer] = useState(props.initial ?? "");
  const [error, setError] = useState<string | null>(null);
  const message = error ?? props.rejected ?? null;
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
        <label htmlFor={inputId} className="text-ink text-sm font-medium">
          {props.question}
        </label>
        <Input
          id={inputId}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          autoComplete="one-time-code"
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${inputId}-error` : undefined}
        />
        {message ? (
          <p id={`${inputId}-error`} role="alert" className="text-bad text-sm">
            {message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={props.busy}>
        {props.busy ? "Sending…" : "Send answer"}
      </Button>
    </form>
  );
}
