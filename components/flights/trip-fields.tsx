"use client";
// The trip part of the flight form (issue 38): One way / Round trip / Multi-city, and for each leg
// its From, To, date and flexible days. The first leg's fields keep their ids (from, to, date) and
// the error keys are the API's (lib/flights/flight-form-rules.ts): returnDate, nextLegs.<i>.<field>.
import { AirportField } from "@/components/flights/airport-field";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Field } from "@/components/ui/field";
import { FLEX_DAYS, MAX_LEGS, type LegInput, type TripType } from "@/lib/flights/trip-legs";
import { addDays, MAX_DAYS_AHEAD } from "@/lib/validation/travel-date";

export interface TripValues {
  trip: TripType;
  from: string;
  to: string;
  date: string;
  flex: number;
  returnDate: string;
  returnFlex: number;
  nextLegs: Required<LegInput>[];
}

const TRIPS: [TripType, string][] = [
  ["oneWay", "One way"],
  ["roundTrip", "Round trip"],
  ["multiCity", "Multi-city"],
];
const flexWords = (d: number) => (d === 0 ? "Exact dates" : `± ${d} day${d > 1 ? "s" : ""}`);

function FlexField(props: {
  id: string;
  label?: string;
  value: number;
  error?: string;
  onChange(v: number): void;
}) {
  return (
    <Field id={props.id} label={props.label ?? "Flexible dates"} error={props.error}>
      <select
        id={props.id}
        className="border-line bg-surface h-10 rounded-md border px-2 text-sm"
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {FLEX_DAYS.map((d) => (
          <option key={d} value={d}>
            {flexWords(d)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function LegFields(props: {
  prefix: string;
  label: string;
  leg: Required<LegInput>;
  earliest: string;
  errors: Record<string, string>;
  onChange(leg: Required<LegInput>): void;
  onRemove?: () => void;
}) {
  const { prefix: p, leg, errors } = props;
  const id = (f: string) => `${p}${f}`.replace(/\./g, "-");
  const set = (patch: Partial<LegInput>) => props.onChange({ ...leg, ...patch });
  return (
    <fieldset className="border-line grid gap-3 rounded-md border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">{props.label}</legend>
      <Field id={id("from")} label="From" error={errors[`${p}from`]}>
        <AirportField
          id={id("from")}
          label={`${props.label} from`}
          value={leg.from}
          invalid={Boolean(errors[`${p}from`])}
          onChange={(from) => set({ from })}
        />
      </Field>
      <Field id={id("to")} label="To" error={errors[`${p}to`]}>
        <AirportField
          id={id("to")}
          label={`${props.label} to`}
          value={leg.to}
          invalid={Boolean(errors[`${p}to`])}
          onChange={(to) => set({ to })}
        />
      </Field>
      <Field id={id("date")} label="Date" error={errors[`${p}date`]}>
        <DatePicker
          id={id("date")}
          label={`${props.label} date`}
          value={leg.date}
          min={props.earliest}
          max={addDays(props.earliest, MAX_DAYS_AHEAD)}
          invalid={Boolean(errors[`${p}date`])}
          onChange={(date) => set({ date })}
        />
      </Field>
      <FlexField
        id={id("flex")}
        value={leg.flex}
        error={errors[`${p}flex`]}
        onChange={(flex) => set({ flex })}
      />
      {props.onRemove ? (
        <Button
          type="button"
          variant="secondary"
          className="h-8 justify-self-start text-xs"
          onClick={props.onRemove}
        >
          Remove {props.label.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}

export function TripFields(props: {
  value: TripValues;
  earliest: string;
  errors: Record<string, string>;
  onChange(v: TripValues): void;
}) {
  const { value: v, errors, earliest } = props;
  const set = (patch: Partial<TripValues>) => props.onChange({ ...v, ...patch });
  const first = { from: v.from, to: v.to, date: v.date, flex: v.flex };
  const setFirst = (l: Required<LegInput>) => set({ from: l.from, to: l.to, date: l.date, flex: l.flex });
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div role="radiogroup" aria-label="Trip type" className="flex flex-wrap gap-1">
        {TRIPS.map(([trip, words]) => (
          <label
            key={trip}
            className="border-line has-[:checked]:border-brand has-[:checked]:bg-brand-soft inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm"
          >
            <input
              type="radio"
              name="trip"
              value={trip}
              checked={v.trip === trip}
              onChange={() =>
                set({
                  trip,
                  nextLegs:
                    trip === "multiCity" && !v.nextLegs.length
                      ? [{ from: v.to, to: "", date: "", flex: 0 }]
                      : v.nextLegs,
                })
              }
              className="size-4"
            />
            {words}
          </label>
        ))}
      </div>
      {errors.trip ? <p className="text-bad text-sm">{errors.trip}</p> : null}
      {v.trip !== "multiCity" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="from" label="From" error={errors.from}>
            <AirportField
              id="from"
              label="From"
              value={v.from}
              invalid={Boolean(errors.from)}
              onChange={(from) => set({ from })}
            />
          </Field>
          <Field id="to" label="To" error={errors.to}>
            <AirportField
              id="to"
              label="To"
              value={v.to}
              invalid={Boolean(errors.to)}
              onChange={(to) => set({ to })}
            />
          </Field>
          <Field id="date" label={v.trip === "roundTrip" ? "Departure" : "Date"} error={errors.date}>
            <DatePicker
              id="date"
              label={v.trip === "roundTrip" ? "Departure" : "Date"}
              value={v.date}
              min={earliest}
              max={addDays(earliest, MAX_DAYS_AHEAD)}
              invalid={Boolean(errors.date)}
              onChange={(date) => set({ date })}
            />
          </Field>
          <FlexField id="flex" value={v.flex} error={errors.flex} onChange={(flex) => set({ flex })} />
          {v.trip === "roundTrip" ? (
            <>
              <Field id="returnDate" label="Return" error={errors.returnDate}>
                <DatePicker
                  id="returnDate"
                  label="Return"
                  value={v.returnDate}
                  min={v.date || earliest}
                  max={addDays(earliest, MAX_DAYS_AHEAD)}
                  invalid={Boolean(errors.returnDate)}
                  onChange={(returnDate) => set({ returnDate })}
                />
              </Field>
              <FlexField
                id="returnFlex"
                label="Flexible return dates"
                value={v.returnFlex}
                error={errors.returnFlex}
                onChange={(returnFlex) => set({ returnFlex })}
              />
            </>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <LegFields
            prefix=""
            label="Leg 1"
            leg={first}
            earliest={earliest}
            errors={errors}
            onChange={setFirst}
          />
          {v.nextLegs.map((leg, i) => (
            <LegFields
              key={i}
              prefix={`nextLegs.${i}.`}
              label={`Leg ${i + 2}`}
              leg={leg}
              earliest={earliest}
              errors={errors}
              onChange={(l) => set({ nextLegs: v.nextLegs.map((x, j) => (j === i ? l : x)) })}
              onRemove={
                v.nextLegs.length > 1
                  ? () => set({ nextLegs: v.nextLegs.filter((_, j) => j !== i) })
                  : undefined
              }
            />
          ))}
          {errors.nextLegs ? <p className="text-bad text-sm">{errors.nextLegs}</p> : null}
          {v.nextLegs.length + 1 < MAX_LEGS ? (
            <Button
              type="button"
              variant="secondary"
              className="h-9 self-start"
              onClick={() =>
                set({
                  nextLegs: [
                    ...v.nextLegs,
                    { from: v.nextLegs.at(-1)?.to ?? v.to, to: "", date: "", flex: 0 },
                  ],
                })
              }
            >
              Add a leg
            </Button>
          ) : (
            <p className="text-muted text-xs">{MAX_LEGS} legs at most.</p>
          )}
        </div>
      )}
    </div>
  );
}
