"use client";
// The hotel search form. Validated here with the same zod schema the server uses, so out-of-range
// counts and a check-out before check-in are refused by the field with the rule and nothing is
// sent; the server re-checks and its field errors land in the same places.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AccountFields, type CredentialValues } from "@/components/award-search/account-fields";
import { ApiError } from "@/components/award-search/award-search-api";
import { AwardProgramPicker } from "@/components/award-search/program-picker";
import { useCreateAwardSearch } from "@/components/award-search/use-create-award-search";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { describeHotelProgram, needsOwnAccount } from "@/lib/hotels/program-rules";
import { type HotelSearchForm, hotelSearchFormSchema } from "@/lib/hotels/search-form-schema";
import type { HotelProvider } from "@/lib/services/hotels/provider-schema";

type Errors = Record<string, string>;

export function HotelSearchFormView(props: { programs: HotelProvider[]; linked: string[]; today: string; initial?: Partial<HotelSearchForm> }) {
  const router = useRouter();
  const create = useCreateAwardSearch<HotelSearchForm>("hotels");
  const init = props.initial ?? {};
  const [programs, setPrograms] = useState<string[]>(init.programs ?? []);
  const [destination, setDestination] = useState(init.destination ?? "");
  const [checkIn, setCheckIn] = useState(init.checkIn ?? "");
  const [checkOut, setCheckOut] = useState(init.checkOut ?? "");
  const [rooms, setRooms] = useState(String(init.rooms ?? 1));
  const [adults, setAdults] = useState(String(init.adults ?? 2));
  const [kids, setKids] = useState(String(init.kids ?? 0));
  const [downloadImages, setDownloadImages] = useState(init.downloadImages ?? true);
  const [credentials, setCredentials] = useState<CredentialValues>({});
  const [errors, setErrors] = useState<Errors>({});

  const chosen = programs.flatMap((c) => props.programs.find((p) => p.code === c) ?? []);
  const accountPrograms = chosen.filter(needsOwnAccount).map((p) => {
    const linked = props.linked.includes(p.code);
    return {
      ...p,
      required: !linked,
      why: linked ? "Uses your linked account. Enter a login only to replace it." : `${p.shortName} cannot be searched without your own login.`,
    };
  });

  function validate(): HotelSearchForm | null {
    const filled = Object.fromEntries(Object.entries(credentials).filter(([c, v]) => programs.includes(c) && (v.login || v.password)));
    const form: HotelSearchForm = { programs, destination, checkIn, checkOut, rooms, adults, kids, downloadImages, credentials: filled };
    const parsed = hotelSearchFormSchema.safeParse(form);
    const next: Errors = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path.join(".")] ??= i.message;
    for (const p of accountPrograms) {
      if (p.required && !filled[p.code]) next[`credentials.${p.code}`] = `${p.shortName} needs your own login and password to search`;
    }
    setErrors(next);
    return Object.keys(next).length ? null : form;
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const form = validate();
    if (!form) return;
    create.mutate(form, {
      onSuccess: ({ id }) => router.push(`/hotels?search=${id}`),
      onError: (error) => setErrors(error instanceof ApiError ? { ...error.fields, _: error.message } : { _: String(error) }),
    });
  }

  const count = (id: "rooms" | "adults" | "kids", label: string, hint: string, value: string, set: (v: string) => void, min: number, max: number) => (
    <Field id={id} label={label} error={errors[id]} hint={hint}>
      <Input id={id} type="number" inputMode="numeric" min={min} max={max} value={value} className="min-w-0" aria-invalid={Boolean(errors[id])} onChange={(e) => set(e.target.value)} />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Hotel search">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-ink" aria-hidden>Programs</span>
        <AwardProgramPicker
          id="programs"
          programs={props.programs.map((p) => ({ ...p, note: describeHotelProgram(p) }))}
          selected={programs}
          invalid={Boolean(errors.programs)}
          onChange={setPrograms}
        />
        {errors.programs ? <p className="text-sm text-bad">{errors.programs}</p> : null}
      </div>
      <Field id="destination" label="Destination" error={errors.destination} hint="A city, address or landmark">
        <Input id="destination" value={destination} aria-invalid={Boolean(errors.destination)} onChange={(e) => setDestination(e.target.value)} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="check-in" label="Check-in" error={errors.checkIn}>
          <DatePicker id="check-in" value={checkIn} min={props.today} invalid={Boolean(errors.checkIn)} onChange={setCheckIn} />
        </Field>
        <Field id="check-out" label="Check-out" error={errors.checkOut}>
          <DatePicker id="check-out" value={checkOut} min={checkIn || props.today} invalid={Boolean(errors.checkOut)} onChange={setCheckOut} />
        </Field>
      </div>
      <div className="grid grid-cols-3 gap-3 [&>*]:min-w-0">
        {count("rooms", "Rooms", "1–2", rooms, setRooms, 1, 2)}
        {count("adults", "Adults", "1–4 per room", adults, setAdults, 1, 4)}
        {count("kids", "Kids", "0–4 per room", kids, setKids, 0, 4)}
      </div>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={downloadImages} onChange={(e) => setDownloadImages(e.target.checked)} className="size-4" />
        Download hotel images
      </label>
      <AccountFields programs={accountPrograms} values={credentials} errors={errors} onChange={(c, v) => setCredentials((s) => ({ ...s, [c]: v }))} />
      {errors._ ? <p className="text-sm text-bad">{errors._}</p> : null}
      <Button type="submit" disabled={create.isPending} className="self-start">
        {create.isPending ? "Searching…" : "Search"}
      </Button>
    </form>
  );
}
