"use client";
// The conditions of a watch (create from a search, or edit on the Watches page). Flights: Max miles
// per person, cabins, nonstop only, at least N seats; hotels: Max points per night. Both: a date
// window of up to 30 days (departure or check-in) and the programs. A journey (issue 38: a round trip,
// multi-city or flexible search) keeps every leg and its days as searched: `trip` says them in place
// of the window, and the cap is for the whole journey.
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ApiError } from "@/lib/query/api-fetch";
import type { AnyWatchInput, HotelWatchInput, WatchInput } from "@/lib/watches/watch-conditions";
import { MAX_WINDOW_DAYS, WATCH_CABINS } from "@/lib/watches/watch-limits";

const CABIN_LABELS: Record<(typeof WATCH_CABINS)[number], string> = {
  economy: "Economy",
  premiumEconomy: "Premium economy",
  business: "Business",
  firstClass: "First",
};
const input = "h-10 w-full rounded-md border border-line bg-surface px-3 text-sm";

/** A flight watch's fields the hotel form does not show, for a hotel watch's input. */
const FLIGHT_ONLY: Omit<WatchInput, "maxMiles" | "programs" | "dateFrom" | "dateTo"> = {
  cabins: ["economy"],
  nonstop: false,
  seats: 1,
};

export function WatchForm(props: {
  initial: AnyWatchInput;
  programNames: Record<string, string>;
  programs: string[];
  trip?: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: (v: AnyWatchInput) => Promise<unknown>;
}) {
  const hotel = "kind" in props.initial && props.initial.kind === "hotels";
  const [v, setV] = useState<WatchInput>(
    "kind" in props.initial
      ? {
          ...FLIGHT_ONLY,
          maxMiles: null,
          programs: props.initial.programs,
          dateFrom: props.initial.dateFrom,
          dateTo: props.initial.dateTo,
        }
      : props.initial,
  );
  const initialCap = "kind" in props.initial ? props.initial.maxPoints : props.initial.maxMiles;
  const [cap, setCap] = useState(initialCap === null ? "" : String(initialCap));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = <T extends string>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  const capField = hotel ? "maxPoints" : "maxMiles";
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const value = cap.trim() === "" ? null : Number(cap.replace(/[,\s]/g, ""));
    if (value !== null && (!Number.isInteger(value) || value <= 0))
      return setErrors({
        [capField]: `Give a whole number of ${hotel ? "points" : "miles"}, or leave it empty for any price`,
      });
    const out: AnyWatchInput = hotel
      ? ({
          kind: "hotels",
          maxPoints: value,
          programs: v.programs,
          dateFrom: v.dateFrom,
          dateTo: v.dateTo,
        } satisfies HotelWatchInput)
      : { ...v, maxMiles: value };
    await props
      .onSubmit(out)
      .catch((err: unknown) =>
        setErrors(
          err instanceof ApiError ? { _: err.message, ...err.fields } : { _: "Could not save; try again." },
        ),
      );
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <Field
        id="watch-max"
        label={
          hotel
            ? "Max points per night"
            : props.trip
              ? "Max miles per person for the whole journey"
              : "Max miles per person"
        }
        hint="Leave empty for any price."
        error={errors[capField]}
      >
        <input
          id="watch-max"
          inputMode="numeric"
          value={cap}
          onChange={(e) => setCap(e.target.value)}
          className={input}
          placeholder={hotel ? "e.g. 30,000" : "e.g. 60,000"}
        />
      </Field>
      {hotel ? null : <FlightFields v={v} setV={setV} errors={errors} />}
      {props.trip ? (
        <p className="text-sm" data-testid="watch-trip">
          <span className="font-medium">Every leg as searched:</span> {props.trip}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Field id="watch-from" label={hotel ? "Check-in from" : "From"} error={errors.dateFrom}>
            <input
              id="watch-from"
              type="date"
              value={v.dateFrom}
              onChange={(e) => setV({ ...v, dateFrom: e.target.value })}
              className={input}
            />
          </Field>
          <Field
            id="watch-to"
            label={hotel ? "Check-in to" : "To"}
            hint={`Up to ${MAX_WINDOW_DAYS} days.`}
            error={errors.dateTo}
          >
            <input
              id="watch-to"
              type="date"
              value={v.dateTo}
              onChange={(e) => setV({ ...v, dateTo: e.target.value })}
              className={input}
            />
          </Field>
        </div>
      )}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">Programs</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {props.programs.map((p) => (
            <label key={p} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={v.programs.includes(p)}
                onChange={() => setV({ ...v, programs: toggle(v.programs, p) })}
              />
              {props.programNames[p] ?? p}
            </label>
          ))}
        </div>
        {errors.programs ? <p className="text-bad text-sm">{errors.programs}</p> : null}
      </fieldset>
      {errors._ ? (
        <p role="alert" className="text-bad text-sm">
          {errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Cabins, nonstop only and seats: a flight watch's own conditions. */
function FlightFields({
  v,
  setV,
  errors,
}: {
  v: WatchInput;
  setV: (v: WatchInput) => void;
  errors: Record<string, string>;
}) {
  const toggle = <T extends string>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  return (
    <>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">Cabins</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {WATCH_CABINS.map((c) => (
            <label key={c} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={v.cabins.includes(c)}
                onChange={() => setV({ ...v, cabins: toggle(v.cabins, c) })}
              />
              {CABIN_LABELS[c]}
            </label>
          ))}
        </div>
        {errors.cabins ? <p className="text-bad text-sm">{errors.cabins}</p> : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={v.nonstop}
          onChange={(e) => setV({ ...v, nonstop: e.target.checked })}
        />
        Nonstop only
      </label>
      <Field id="watch-seats" label="At least this many seats" error={errors.seats}>
        <input
          id="watch-seats"
          type="number"
          min={1}
          max={9}
          value={v.seats}
          onChange={(e) => setV({ ...v, seats: Number(e.target.value) })}
          className={input}
        />
      </Field>
    </>
  );
}
