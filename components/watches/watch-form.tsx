"use client";
// The conditions of a watch (create from a search, or edit on the Watches page): Max miles per
// person, cabins, nonstop only, at least N seats, a date window of up to 30 days, the programs.
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ApiError } from "@/lib/query/api-fetch";
import type { WatchInput } from "@/lib/watches/watch-conditions";
import { MAX_WINDOW_DAYS, WATCH_CABINS } from "@/lib/watches/watch-limits";

const CABIN_LABELS: Record<(typeof WATCH_CABINS)[number], string> = { economy: "Economy", premiumEconomy: "Premium economy", business: "Business", firstClass: "First" };
const input = "h-10 w-full rounded-md border border-line bg-surface px-3 text-sm";

export function WatchForm(props: { initial: WatchInput; programNames: Record<string, string>; programs: string[]; submitLabel: string; busy: boolean; onSubmit: (v: WatchInput) => Promise<unknown> }) {
  const [v, setV] = useState(props.initial);
  const [miles, setMiles] = useState(props.initial.maxMiles === null ? "" : String(props.initial.maxMiles));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = <T extends string>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const cap = miles.trim() === "" ? null : Number(miles.replace(/[,\s]/g, ""));
    if (cap !== null && (!Number.isInteger(cap) || cap <= 0)) return setErrors({ maxMiles: "Give a whole number of miles, or leave it empty for any price" });
    await props.onSubmit({ ...v, maxMiles: cap }).catch((err: unknown) => setErrors(err instanceof ApiError ? { _: err.message, ...err.fields } : { _: "Could not save; try again." }));
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <Field id="watch-max-miles" label="Max miles per person" hint="Leave empty for any price." error={errors.maxMiles}>
        <input id="watch-max-miles" inputMode="numeric" value={miles} onChange={(e) => setMiles(e.target.value)} className={input} placeholder="e.g. 60,000" />
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">Cabins</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {WATCH_CABINS.map((c) => (
            <label key={c} className="flex items-center gap-1.5">
              <input type="checkbox" checked={v.cabins.includes(c)} onChange={() => setV({ ...v, cabins: toggle(v.cabins, c) })} />
              {CABIN_LABELS[c]}
            </label>
          ))}
        </div>
        {errors.cabins ? <p className="text-sm text-bad">{errors.cabins}</p> : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={v.nonstop} onChange={(e) => setV({ ...v, nonstop: e.target.checked })} />
        Nonstop only
      </label>
      <Field id="watch-seats" label="At least this many seats" error={errors.seats}>
        <input id="watch-seats" type="number" min={1} max={9} value={v.seats} onChange={(e) => setV({ ...v, seats: Number(e.target.value) })} className={input} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="watch-from" label="From" error={errors.dateFrom}>
          <input id="watch-from" type="date" value={v.dateFrom} onChange={(e) => setV({ ...v, dateFrom: e.target.value })} className={input} />
        </Field>
        <Field id="watch-to" label="To" hint={`Up to ${MAX_WINDOW_DAYS} days.`} error={errors.dateTo}>
          <input id="watch-to" type="date" value={v.dateTo} onChange={(e) => setV({ ...v, dateTo: e.target.value })} className={input} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">Programs</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {props.programs.map((p) => (
            <label key={p} className="flex items-center gap-1.5">
              <input type="checkbox" checked={v.programs.includes(p)} onChange={() => setV({ ...v, programs: toggle(v.programs, p) })} />
              {props.programNames[p] ?? p}
            </label>
          ))}
        </div>
        {errors.programs ? <p className="text-sm text-bad">{errors.programs}</p> : null}
      </fieldset>
      {errors._ ? <p role="alert" className="text-sm text-bad">{errors._}</p> : null}
      <div>
        <Button type="submit" disabled={props.busy}>{props.submitLabel}</Button>
      </div>
    </form>
  );
}
