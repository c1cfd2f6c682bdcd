"use client";
// The flight search form. Validated here with the same rules the server's schema runs (messages by
// the field before anything is sent); the server re-checks and its field errors land in the same
// places. On success the page moves to the new search, which fills in live.
import { useMemo, useState } from "react";
import { AccountFields, type CredentialValues } from "@/components/award-search/account-fields";
import { filledCredentials } from "@/components/award-search/account-programs";
import { checkSearchForm } from "@/components/award-search/check-search-form";
import { ProgramsField, SearchFormFooter } from "@/components/award-search/search-form-parts";
import { useProgramReach } from "@/components/award-search/use-program-reach";
import { programFromFlightCode } from "@/lib/transfers/program-codes";
import { useAwardSearchForm } from "@/components/award-search/use-award-search-form";
import { CabinChoices } from "@/components/flights/cabin-choices";
import { flightAccountPrograms } from "@/components/flights/flight-account-programs";
import { useAirport, useAirportLookup } from "@/components/flights/use-airports";
import { TripFields, type TripValues } from "@/components/flights/trip-fields";
import { RequestCount } from "@/components/flights/request-count";
import { Field } from "@/components/ui/field";
import { localToday } from "@/components/ui/iso-date";
import { Input } from "@/components/ui/input";
import { fieldAirports, tripLegs, typedCodes } from "@/lib/flights/trip-legs";
import { describeProgram } from "@/lib/flights/program-rules";
import { checkFlightForm, CURRENCIES, todayAt } from "@/lib/flights/flight-form-rules";
import type { FlightSearchForm } from "@/lib/flights/search-form-schema";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

export function SearchForm(props: {
  programs: FlightProvider[];
  linked: string[];
  initial?: Partial<FlightSearchForm>;
}) {
  const { errors, submit: send, pending } = useAwardSearchForm<FlightSearchForm>("flights");
  const init = props.initial ?? {};
  const [programs, setPrograms] = useState<string[]>(init.programs ?? []);
  // The trip (issue 38): its type and legs; the first leg is from/to/date as a one-way search has it.
  const [trip, setTrip] = useState<TripValues>({
    trip: init.trip ?? "oneWay",
    from: init.from ?? "",
    to: init.to ?? "",
    date: init.date ?? "",
    flex: init.flex ?? 0,
    returnDate: init.returnDate ?? "",
    returnFlex: init.returnFlex ?? 0,
    nextLegs: (init.nextLegs ?? []).map((l) => ({ ...l, flex: l.flex ?? 0 })),
  });
  const { from } = trip;
  const [cabins, setCabins] = useState<string[]>(init.cabins ?? ["economy", "business"]);
  const [adults, setAdults] = useState(String(init.adults ?? 1));
  const [currency, setCurrency] = useState<string>(init.currency ?? "USD");
  const [calendar, setCalendar] = useState(init.calendar ?? true);
  const [credentials, setCredentials] = useState<CredentialValues>({});

  // The calendar starts at today at the departure airport, the day the rules check (a flight
  // cannot leave in its own past); before an airport is known, at today on this device. Computed
  // here, in the browser: the server's clock in UTC was a day off for every evening in the Americas.
  const departure = useAirport(fieldAirports(from)[0] ?? "");
  const earliest = departure ? todayAt(departure.iata, () => departure) : localToday();
  const lookupAirports = useAirportLookup();
  const chosen = programs.flatMap((c) => props.programs.find((p) => p.code === c) ?? []);
  const withCalendar = chosen.filter((p) => p.priceCalendar);
  const accountPrograms = flightAccountPrograms(chosen, props.linked);
  // Each option says how the program treats a login, what one brings and which challenges it may ask.
  // …and, first, what the user holds there or can transfer there (issue 36).
  const codes = useMemo(() => props.programs.map((p) => p.code), [props.programs]);
  const reach = useProgramReach(codes, programFromFlightCode);
  const pickable = props.programs.map((p) => ({
    ...p,
    note: [reach.words.get(p.code), ...describeProgram(p)].filter(Boolean).join(" · "),
  }));

  // Only what the trip type uses is sent (a round trip's return, a multi-city trip's legs).
  const tripForm = {
    trip: trip.trip,
    from: trip.from,
    to: trip.to,
    date: trip.date,
    flex: trip.flex,
    ...(trip.trip === "roundTrip" ? { returnDate: trip.returnDate, returnFlex: trip.returnFlex } : {}),
    ...(trip.trip === "multiCity" ? { nextLegs: trip.nextLegs } : {}),
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const getAirport = await lookupAirports(
      tripLegs(tripForm).flatMap((l) => [
        ...typedCodes(l.from),
        ...typedCodes(l.to),
        ...fieldAirports(l.from),
      ]),
    );
    const filled = filledCredentials(credentials, programs);
    const form = {
      programs,
      ...tripForm,
      cabins,
      adults,
      currency,
      calendar: calendar && withCalendar.length > 0,
      credentials: filled,
    } as FlightSearchForm;
    send(
      form,
      checkSearchForm(
        checkFlightForm({ programs, ...tripForm, cabins, adults, currency }, getAirport),
        accountPrograms,
        filled,
      ),
    );
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Flight search"
    >
      <ProgramsField
        programs={pickable}
        selected={programs}
        error={errors.programs}
        onChange={setPrograms}
        bookable={reach.bookable}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TripFields value={trip} earliest={earliest} errors={errors} onChange={setTrip} />
        <Field id="adults" label="Adults" error={errors.adults}>
          <Input
            id="adults"
            type="number"
            min={1}
            max={9}
            inputMode="numeric"
            value={adults}
            aria-invalid={Boolean(errors.adults)}
            onChange={(e) => setAdults(e.target.value)}
          />
        </Field>
        <Field
          id="currency"
          label="Currency"
          error={errors.currency}
          hint="Taxes and fees are shown in this currency"
        >
          <select
            id="currency"
            className="border-line bg-surface h-10 rounded-md border px-2 text-sm"
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
          >
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <CabinChoices value={cabins} error={errors.cabins} onChange={setCabins} />
      </div>
      <div className="flex flex-col gap-1">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={calendar}
            disabled={chosen.length > 0 && withCalendar.length === 0}
            onChange={(e) => setCalendar(e.target.checked)}
            className="size-4"
          />
          Price calendar
        </label>
        <p className="text-muted text-xs">
          {chosen.length === 0
            ? "Cheapest miles ±15 days, for programs that have a calendar."
            : withCalendar.length
              ? `For ${withCalendar.map((p) => p.shortName).join(", ")}`
              : "None of the selected programs has a price calendar."}
        </p>
        {errors.calendar ? <p className="text-bad text-sm">{errors.calendar}</p> : null}
      </div>
      <AccountFields
        programs={accountPrograms}
        values={credentials}
        errors={errors}
        onChange={(c, v) => setCredentials((s) => ({ ...s, [c]: v }))}
      />
      <RequestCount trip={tripForm} programs={programs.length} today={earliest} error={errors.requests} />
      <SearchFormFooter error={errors._} pending={pending} />
    </form>
  );
}
