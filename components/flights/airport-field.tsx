"use client";
// Airport input with autocomplete (IATA code, city or airport name in any spelling). The typed
// text is the value, so a known code typed in full needs no pick. The list opens while the field
// is typed in or focused and closes on a pick, Escape or leaving the field. Matches come from the
// server (GET /api/airports through use-airports.ts): the airport list is not in the page.
// Several airports may be typed with commas ("JFK, EWR"): the list completes the last one. A
// metropolitan code (NYC) says which airports it covers (issue 38).
import { useState } from "react";
import { useCombobox } from "@/components/ui/use-combobox";
import { cn } from "@/lib/cn";
import { useAirport, useAirportSearch } from "@/components/flights/use-airports";
import type { AirportHit } from "@/components/flights/airports-api";
import { getCityCode } from "@/lib/airports/city-codes";
import { fieldAirports, typedCodes } from "@/lib/flights/trip-legs";

/** The text before the airport being typed ("JFK, EW" → "JFK, "), kept when one is picked. */
const headOf = (value: string) => value.slice(0, value.lastIndexOf(",") + 1).replace(/,$/, ", ");
const lastOf = (value: string) => value.slice(value.lastIndexOf(",") + 1);

/** What the field covers, under it: the airport, or a city code's airports, or how many airports. */
function coverage(value: string, known: AirportHit | null | undefined): string | null {
  const codes = typedCodes(value);
  const city = codes.length === 1 ? getCityCode(codes[0]!) : undefined;
  if (city && fieldAirports(value).length > 1)
    return `${city.city}: every airport — ${city.airports.join(", ")}`;
  if (codes.length > 1) return `${fieldAirports(value).length} airports: ${fieldAirports(value).join(", ")}`;
  return known ? `${known.city} · ${known.name}` : null;
}

const NONE: AirportHit[] = [];

export function AirportField(props: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange(code: string): void;
}) {
  const [open, setOpen] = useState(false);
  const matches = useAirportSearch(lastOf(props.value), open).data ?? NONE;
  const known = useAirport(props.value);
  const shown = open && matches.length > 0;
  const combo = useCombobox<AirportHit>({
    id: props.id,
    options: matches,
    open: shown,
    onOpenChange: setOpen,
    onPick: (a) => {
      props.onChange(headOf(props.value) + a.iata);
      setOpen(false);
    },
  });
  return (
    <div className="relative">
      <input
        {...combo.inputProps}
        value={props.value}
        onChange={(e) => {
          props.onChange(e.target.value);
          combo.reset();
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        aria-invalid={props.invalid}
        aria-describedby={props.invalid ? `${props.id}-error` : undefined}
        autoComplete="off"
        placeholder="Code or city; several: JFK, EWR"
        className={cn(
          "border-line bg-surface text-ink placeholder:text-muted h-10 w-full rounded-md border px-3 text-base sm:text-sm",
          props.invalid && "border-bad",
        )}
      />
      <ul
        {...combo.listProps}
        aria-label={`${props.label} airports`}
        className={cn(
          "border-line bg-surface absolute inset-x-0 top-11 z-30 max-h-64 overflow-y-auto rounded-md border p-1 shadow-lg",
          !shown && "hidden",
        )}
      >
        {shown
          ? matches.map((a, i) => (
              <li
                key={a.iata}
                {...combo.optionProps(a, i)}
                className="data-[active=true]:bg-canvas cursor-pointer rounded px-2 py-1.5 text-sm"
              >
                <span className="font-mono font-medium">{a.iata}</span> {a.city}
                <span className="text-muted block truncate text-xs">{a.name}</span>
              </li>
            ))
          : null}
      </ul>
      {!open && coverage(props.value, known) ? (
        <p className="text-muted mt-1 truncate text-xs">{coverage(props.value, known)}</p>
      ) : null}
    </div>
  );
}
