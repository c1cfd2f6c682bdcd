"use client";
// The value of one point of this program: shown with where it comes from, editable per traveler
// (an empty box goes back to the card service's or the default value).
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { defaultValueSource } from "@/lib/valuations/default-point-values";
import type { ValueSource } from "@/lib/valuations/account-values";
import { formatCents } from "./format";
import { useSetPointValue } from "./use-account-mutations";

// The default names its own table per program (a second-hand copy says so: default-point-values.ts).
const sourceWords = (source: ValueSource, code: string) =>
  source === "default"
    ? `default: ${defaultValueSource(code)}`
    : source === "yours"
      ? "your value"
      : "card service";

export function PointValueEditor({
  providerCode,
  unit,
  pointValue,
  source,
}: {
  providerCode: string;
  unit: string;
  pointValue: number | null;
  source: ValueSource | null;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(pointValue != null ? String(+(pointValue * 100).toFixed(4)) : "");
  const [error, setError] = useState<string>();
  const save = useSetPointValue(providerCode);
  const one = unit.replace(/s$/, "");
  if (!editing)
    return (
      <p className="text-sm">
        {pointValue != null ? (
          <>
            Value per {one}: <strong>{formatCents(pointValue)}</strong>{" "}
            <span className="text-muted">({source ? sourceWords(source, providerCode) : ""})</span>
          </>
        ) : (
          <span className="text-muted">No value per {one} known.</span>
        )}{" "}
        <button
          type="button"
          className="text-brand underline-offset-2 hover:underline"
          onClick={() => setEditing(true)}
        >
          {pointValue != null ? "Change" : "Set a value"}
        </button>
      </p>
    );
  return (
    <form
      noValidate
      aria-label="Value per point"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = text.trim();
        const cents = trimmed === "" ? null : Number(trimmed);
        if (cents !== null && (!Number.isFinite(cents) || cents < 0 || cents > 100_000))
          return setError("Enter cents per point, e.g. 1.5 (empty uses the default)");
        setError(undefined);
        save.mutate(cents, {
          onSuccess: () => {
            setEditing(false);
            toast.success("Point value saved");
          },
          onError: (err) => setError(err.message),
        });
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="cents-per-point">
        Cents per {one}
        <Input
          id="cents-per-point"
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-32"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "cents-per-point-error" : undefined}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save
      </Button>
      <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
        Cancel
      </Button>
      {error ? (
        <p id="cents-per-point-error" className="text-bad w-full text-sm">
          {error}
        </p>
      ) : (
        <p className="text-muted w-full text-xs">Leave empty to use the default.</p>
      )}
    </form>
  );
}
