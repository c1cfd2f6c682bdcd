"use client";
// The flight search form. Validated here with the same zod schema the server uses (messages by
// the field before anything is sent); the server re-checks and its field errors land in the same
// places. On success the page moves to the new search, which fills in live.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AirportField } from "@/components/flights/airport-field";
import { CabinChoices } from "@/components/flights/cabin-choices";
import { type CredentialValues, CredentialsFields } from "@/components/flights/credentials-fields";
import { ApiError } from "@/components/flights/flights-api";
import { ProgramPicker } from "@/components/flights/program-picker";
import { useCreateFlightSearch } from "@/components/flights/use-create-flight-search";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { needsOwnAccount } from "@/lib/flights/program-rules";
import { CURRENCIES, type FlightSearchForm, flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

type Errors = Record<string, string>;

export function SearchForm(props: { programs: FlightProvider[]; linked: string[]; today: string; initial?: Partial<FlightSearchForm> }) {
  const router = useRouter();
  const create = useCreateFlightSearch();
  const init = props.initial ?? {};
  const [programs, setPrograms] = useState<string[]>(init.programs ?? []);
  const [from, setFrom] = useState(init.from ?? "");
  const [to, setTo] = useState(init.to ?? "");
  const [date, setDate] = useState(init.date ?? "");
  const [cabins, setCabins] = useState<string[]>(init.cabins ?? ["economy", "business"]);
  const [adults, setAdults] = useState(String(init.adults ?? 1));
  const [currency, setCurrency] = useState<string>(init.currency ?? "USD");
  const [calendar, setCalendar] = useState(init.calendar ?? true);
  const [credentials, setCredentials] = useState<CredentialValues>({});
  const [errors, setErrors] = useState<Errors>({});

  const chosen = programs.flatMap((c) => props.programs.find((p) => p.code === c) ?? []);
  const withCalendar = chosen.filter((p) => p.priceCalendar);

  function validate(): FlightSearchForm | null {
    const filled = Object.fromEntries(Object.entries(credentials).filter(([c, v]) => programs.includes(c) && (v.login || v.password)));
    const form = { programs, from, to, date, cabins, adults, currency, calendar: calendar && withCalendar.length > 0, credentials: filled } as FlightSearchForm;
    const parsed = flightSearchFormSchema.safeParse(form);
    const next: Errors = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path.join(".")] ??= i.message;
    for (const p of chosen) {
      if (needsOwnAccount(p) && !filled[p.code] && !props.linked.includes(p.code)) {
        next[`credentials.${p.code}`] = `${p.shortName} needs your own login and password to search`;
      }
    }
    setErrors(next);
    return Object.keys(next).length ? null : form;
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const form = validate();
    if (!form) return;
    create.mutate(form, {
      onSuccess: ({ id }) => router.push(`/flights?search=${id}`),
      onError: (error) => setErrors(error instanceof ApiError ? { ...error.fields, _: error.message } : { _: String(error) }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Flight search">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-ink" aria-hidden>Programs</span>
        <ProgramPicker id="programs" programs={props.programs} selected={programs} invalid={Boolean(errors.programs)} onChange={setPrograms} />
        {errors.programs ? <p className="text-sm text-bad">{errors.programs}</p> : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="from" label="From" error={errors.from}>
          <AirportField id="from" value={from} invalid={Boolean(errors.from)} onChange={setFrom} />
        </Field>
        <Field id="to" label="To" error={errors.to}>
          <AirportField id="to" value={to} invalid={Boolean(errors.to)} onChange={setTo} />
        </Field>
        <Field id="date" label="Date" error={errors.date}>
          <Input id="date" type="date" min={props.today} value={date} aria-invalid={Boolean(errors.date)} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field id="adults" label="Adults" error={errors.adults}>
          <Input id="adults" type="number" min={1} max={9} inputMode="numeric" value={adults} aria-invalid={Boolean(errors.adults)} onChange={(e) => setAdults(e.target.value)} />
        </Field>
        <Field id="currency" label="Currency" error={errors.currency} hint="Taxes and fees are shown in this currency">
          <select id="currency" className="h-10 rounded-md border border-line bg-surface px-2 text-sm" value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {CURRENCIES.map((c) => <option key={c}>{c}</option>)}
          </select>
        </Field>
        <CabinChoices value={cabins} error={errors.cabins} onChange={setCabins} />
      </div>
      <div className="flex flex-col gap-1">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={calendar} disabled={chosen.length > 0 && withCalendar.length === 0} onChange={(e) => setCalendar(e.target.checked)} className="size-4" />
          Price calendar
        </label>
        <p className="text-xs text-muted">
          {chosen.length === 0
            ? "Cheapest miles ±15 days, for programs that have a calendar."
            : withCalendar.length
              ? `For ${withCalendar.map((p) => p.shortName).join(", ")}`
              : "None of the selected programs has a price calendar."}
        </p>
        {errors.calendar ? <p className="text-sm text-bad">{errors.calendar}</p> : null}
      </div>
      <CredentialsFields programs={chosen} linked={props.linked} values={credentials} errors={errors} onChange={(c, v) => setCredentials((s) => ({ ...s, [c]: v }))} />
      {errors._ ? <p className="text-sm text-bad">{errors._}</p> : null}
      <Button type="submit" disabled={create.isPending} className="self-start">
        {create.isPending ? "Searching…" : "Search"}
      </Button>
    </form>
  );
}
