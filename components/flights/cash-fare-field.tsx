"use client";
// "Cash fare" on a flight search's results (issue 36 item 5): what the trip would cost in cash per
// person, in the search's currency, saved with the search so each route can say what its points are
// worth. Checked here and again by the route with the same rules (lib/flights/cash-fare.ts).
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSetCashFare } from "@/components/flights/use-cash-fare";
import { readCashFare } from "@/lib/flights/cash-fare";
import { minorUnitsToDecimal } from "@/lib/money/minor-units";
import { ApiError } from "@/lib/query/api-fetch";

const shown = (minor: number | null, currency: string) =>
  minor === null
    ? ""
    : Number(minorUnitsToDecimal(minor, currency)).toLocaleString("en-US", { maximumFractionDigits: 2 });

export function CashFareField({
  searchId,
  currency,
  cashFareMinor,
}: {
  searchId: string;
  currency: string;
  cashFareMinor: number | null;
}) {
  const [text, setText] = useState(() => shown(cashFareMinor, currency));
  const [error, setError] = useState<string | null>(null);
  const save = useSetCashFare(searchId);
  const id = "cash-fare";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readCashFare(text);
    if (!read.ok) return setError(read.error);
    setError(null);
    save.mutate(read.amount, {
      onSuccess: ({ cashFareMinor: stored }) => setText(shown(stored, currency)),
      onError: (err) =>
        setError(
          err instanceof ApiError
            ? (err.fields.cashFare ?? err.message)
            : "Could not save the cash fare — try again",
        ),
    });
  };
  return (
    <form onSubmit={submit} aria-label="Cash fare" className="flex flex-col gap-1 text-sm" noValidate>
      <label htmlFor={id} className="font-medium">
        Cash fare{" "}
        <span className="text-muted font-normal">
          per person, in {currency} — to see what each route&apos;s points are worth
        </span>
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className="w-40"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary" className="h-10" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save fare"}
        </Button>
        {save.isSuccess && !error ? (
          <span className="text-muted text-xs" role="status">
            {save.data.cashFareMinor === null ? "Cleared" : "Saved"}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-bad text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
