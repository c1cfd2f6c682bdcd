"use client";
// The hotel form's Flexible dates control (issue 38 item 7): exact or ±1–3 days around the check-in,
// same nights. Below it, before anything is sent, how many requests the search will send (one per
// check-in day × program) or, over the limit, why it will not go — the words the API would answer.
import { Field } from "@/components/ui/field";
import { fanOutProblem, fanOutWords, FLEX_DAYS, flexWords, isFlexDays } from "@/lib/hotels/flexible-dates";
import { hotelCheckIns } from "@/lib/hotels/hotel-form-rules";
import { cn } from "@/lib/cn";
import { isRealDate } from "@/lib/validation/travel-date";

export function FlexibleCheckIn(props: {
  value: number;
  onChange(v: number): void;
  checkIn: string;
  programs: number;
  error?: string;
}) {
  const days = isRealDate(props.checkIn) ? hotelCheckIns(props.checkIn, props.value).length : 0;
  const problem = days && props.programs ? fanOutProblem(days, props.programs) : null;
  // The live line is where the limit is said, before and after pressing Search (the submitted
  // error would go stale as soon as a program is removed); the field's own error is only a bad value.
  const error = isFlexDays(props.value) ? undefined : props.error;
  const words =
    !days || !props.programs
      ? "Pick programs and a check-in to see how many requests this search sends."
      : (problem ?? fanOutWords(days, props.programs));
  return (
    <div className="flex flex-col gap-1.5">
      <Field id="flex-days" label="Flexible dates" error={error}>
        <select
          id="flex-days"
          className="border-line bg-surface h-10 rounded-md border px-2 text-sm sm:max-w-xs"
          value={props.value}
          aria-invalid={Boolean(error ?? problem)}
          aria-describedby={error ? "flex-days-error" : "fan-out"}
          onChange={(e) => props.onChange(Number(e.target.value))}
        >
          {FLEX_DAYS.map((d) => (
            <option key={d} value={d}>
              {d === 0 ? "Exact dates" : `Check-in ${flexWords(d)}, same nights`}
            </option>
          ))}
        </select>
      </Field>
      {error ? null : (
        <p
          id="fan-out"
          data-testid="fan-out"
          aria-live="polite"
          className={cn("text-sm", problem ? "text-bad" : "text-muted")}
        >
          {words}
        </p>
      )}
    </div>
  );
}
