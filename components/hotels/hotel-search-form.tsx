"use client";
// The hotel search form. Validated here with the same rules the server's schema runs, so out-of-range
// counts and a check-out before check-in are refused by the field with the rule and nothing is
// sent; the server re-checks and its field errors land in the same places.
import { useMemo, useState } from "react";
import { AccountFields, type CredentialValues } from "@/components/award-search/account-fields";
import { filledCredentials, requiredAccount } from "@/components/award-search/account-programs";
import { checkSearchForm } from "@/components/award-search/check-search-form";
import { ProgramsField, SearchFormFooter } from "@/components/award-search/search-form-parts";
import { useProgramReach } from "@/components/award-search/use-program-reach";
import { programFromHotelCode } from "@/lib/transfers/program-codes";
import { useAwardSearchForm } from "@/components/award-search/use-award-search-form";
import { DatePicker } from "@/components/ui/date-picker";
import { localToday } from "@/components/ui/iso-date";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { addDays, MAX_DAYS_AHEAD } from "@/lib/validation/travel-date";
import { describeHotelProgram, needsOwnAccount } from "@/lib/hotels/program-rules";
import { checkHotelForm, earliestCheckIn, MAX_NIGHTS } from "@/lib/hotels/hotel-form-rules";
import { FlexibleCheckIn } from "@/components/hotels/flexible-check-in";
import type { HotelSearchForm } from "@/lib/hotels/search-form-schema";
import type { HotelProvider } from "@/lib/services/hotels/provider-schema";

export function HotelSearchFormView(props: {
  programs: HotelProvider[];
  linked: string[];
  initial?: Partial<HotelSearchForm>;
}) {
  const { errors, submit: send, pending } = useAwardSearchForm<HotelSearchForm>("hotels");
  const init = props.initial ?? {};
  const [programs, setPrograms] = useState<string[]>(init.programs ?? []);
  // Issue 36: what the user holds in each program, or can transfer there.
  const codes = useMemo(() => props.programs.map((p) => p.code), [props.programs]);
  const reach = useProgramReach(codes, programFromHotelCode);
  const [destination, setDestination] = useState(init.destination ?? "");
  const [checkIn, setCheckIn] = useState(init.checkIn ?? "");
  const [checkOut, setCheckOut] = useState(init.checkOut ?? "");
  const [rooms, setRooms] = useState(String(init.rooms ?? 1));
  const [adults, setAdults] = useState(String(init.adults ?? 2));
  const [kids, setKids] = useState(String(init.kids ?? 0));
  const [downloadImages, setDownloadImages] = useState(init.downloadImages ?? true);
  const [flexDays, setFlexDays] = useState(Number(init.flexDays ?? 0));
  const [credentials, setCredentials] = useState<CredentialValues>({});

  const chosen = programs.flatMap((c) => props.programs.find((p) => p.code === c) ?? []);
  // Only login-required programs get a login fieldset: a hotel login brings nothing otherwise.
  const accountPrograms = chosen.filter(needsOwnAccount).map((p) => requiredAccount(p, props.linked));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const filled = filledCredentials(credentials, programs);
    const form: HotelSearchForm = {
      programs,
      destination,
      checkIn,
      checkOut,
      rooms,
      adults,
      kids,
      flexDays,
      downloadImages,
      credentials: filled,
    };
    send(form, checkSearchForm(checkHotelForm(form), accountPrograms, filled));
  }

  const count = (
    id: "rooms" | "adults" | "kids",
    label: string,
    hint: string,
    value: string,
    set: (v: string) => void,
    min: number,
    max: number,
  ) => (
    <Field id={id} label={label} error={errors[id]} hint={hint}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        className="min-w-0"
        aria-invalid={Boolean(errors[id])}
        onChange={(e) => set(e.target.value)}
      />
    </Field>
  );

  // Today on this device, computed in the browser (the server's UTC date was tomorrow for every
  // evening in the Americas, so tonight could not be picked). The rules accept any date that is
  // today somewhere on Earth (earliestCheckIn), up to MAX_DAYS_AHEAD days from it: the last day
  // offered is the last one they accept.
  const today = localToday();
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Hotel search">
      <ProgramsField
        programs={props.programs.map((p) => ({
          ...p,
          note: [reach.words.get(p.code), describeHotelProgram(p)].filter(Boolean).join(" · "),
        }))}
        selected={programs}
        error={errors.programs}
        onChange={setPrograms}
        bookable={reach.bookable}
      />
      <Field
        id="destination"
        label="Destination"
        error={errors.destination}
        hint="A city, address or landmark"
      >
        <Input
          id="destination"
          value={destination}
          aria-invalid={Boolean(errors.destination)}
          onChange={(e) => setDestination(e.target.value)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="check-in" label="Check-in" error={errors.checkIn}>
          <DatePicker
            id="check-in"
            label="Check-in"
            value={checkIn}
            min={today}
            max={addDays(earliestCheckIn(), MAX_DAYS_AHEAD)}
            invalid={Boolean(errors.checkIn)}
            onChange={setCheckIn}
          />
        </Field>
        <Field id="check-out" label="Check-out" error={errors.checkOut}>
          <DatePicker
            id="check-out"
            label="Check-out"
            value={checkOut}
            min={checkIn ? addDays(checkIn, 1) : today}
            max={
              checkIn ? addDays(checkIn, MAX_NIGHTS) : addDays(earliestCheckIn(), MAX_DAYS_AHEAD + MAX_NIGHTS)
            }
            invalid={Boolean(errors.checkOut)}
            onChange={setCheckOut}
          />
        </Field>
      </div>
      <FlexibleCheckIn
        value={flexDays}
        onChange={setFlexDays}
        checkIn={checkIn}
        programs={programs.length}
        error={errors.flexDays}
      />
      <div className="grid grid-cols-3 gap-3 [&>*]:min-w-0">
        {count("rooms", "Rooms", "1–2", rooms, setRooms, 1, 2)}
        {count("adults", "Adults", "1–4 per room", adults, setAdults, 1, 4)}
        {count("kids", "Kids", "0–4 per room", kids, setKids, 0, 4)}
      </div>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={downloadImages}
          onChange={(e) => setDownloadImages(e.target.checked)}
          className="size-4"
        />
        Download hotel images
      </label>
      <AccountFields
        programs={accountPrograms}
        values={credentials}
        errors={errors}
        onChange={(c, v) => setCredentials((s) => ({ ...s, [c]: v }))}
      />
      <SearchFormFooter error={errors._} pending={pending} />
    </form>
  );
}
