"use client";
// Airport input with autocomplete (IATA code, city or airport name in any spelling). The typed
// text is the value, so a known code typed in full needs no pick. The list opens while the field
// is typed in or focused and closes on a pick, Escape or leaving the field. Matches come from the
// server (GET /api/airports through use-airports.ts): the airport list is not in the page.
import { useState } from "react";
import { useCombobox } from "@/components/ui/use-combobox";
import { cn } from "@/lib/cn";
import { useAirport, useAirportSearch } from "@/components/flights/use-airports";
import type { AirportHit } from "@/components/flights/airports-api";

const NONE: AirportHit[] = [];

export function AirportField(props: { id: string; label: string; value: string; invalid: boolean; onChange(code: string): void }) {
  const [open, setOpen] = useState(false);
  const matches = useAirportSearch(props.value, open).data ?? NONE;
  const known = useAirport(props.value);
  const shown = open && matches.length > 0;
  const combo = useCombobox<AirportHit>({
    id: props.id,
    options: matches,
    open: shown,
    onOpenChange: setOpen,
    onPick: (a) => {
      props.onChange(a.iata);
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
        placeholder="Code or city"
        className={cn(
          "h-10 w-full rounded-md border border-line bg-surface px-3 text-base text-ink placeholder:text-muted sm:text-sm",
          props.invalid && "border-bad",
        )}
      />
      <ul
        {...combo.listProps}
        aria-label={`${props.label} airports`}
        className={cn("absolute inset-x-0 top-11 z-30 max-h-64 overflow-y-auto rounded-md border border-line bg-surface p-1 shadow-lg", !shown && "hidden")}
      >
        {shown
          ? matches.map((a, i) => (
              <li key={a.iata} {...combo.optionProps(a, i)} className="cursor-pointer rounded px-2 py-1.5 text-sm data-[active=true]:bg-canvas">
                <span className="font-mono font-medium">{a.iata}</span> {a.city}
                <span className="block truncate text-xs text-muted">{a.name}</span>
              </li>
            ))
          : null}
      </ul>
      {known && !open ? <p className="mt-1 truncate text-xs text-muted">{known.city} · {known.name}</p> : null}
    </div>
  );
}
