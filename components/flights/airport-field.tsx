"use client";
// Airport input with autocomplete (IATA code, city or airport name) over the committed airport list.
// cmdk gives the combobox semantics and keyboard handling. The typed text is the value, so a known
// code typed in full needs no pick.
// Two cmdk quirks shape this file:
// - cmdk replaces the input's id and names it by the Command's `label` (aria-labelledby), so the
//   field's visible label text is passed in as that name: people and tests find it as "From" / "To".
// - when a Command's items change, cmdk focuses ITS input if any cmdk input on the page has focus.
//   So the items stay mounted and only change while this field is typed in (the list is hidden, not
//   unmounted, on blur); otherwise leaving From for To would pull the focus back to From.
import { Command } from "cmdk";
import { useMemo, useState } from "react";
import { cn } from "@/lib/cn";
import { getAirport, searchAirports } from "@/lib/airports/find-airports";

export function AirportField(props: { id: string; label: string; value: string; invalid: boolean; onChange(code: string): void }) {
  const [open, setOpen] = useState(false);
  const matches = useMemo(() => searchAirports(props.value, 8), [props.value]);
  const known = getAirport(props.value);
  const pick = (code: string) => {
    props.onChange(code);
    setOpen(false);
  };
  return (
    <Command shouldFilter={false} loop label={props.label} className="relative">
      <Command.Input
        value={props.value}
        onValueChange={(v) => {
          props.onChange(v);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        aria-invalid={props.invalid}
        aria-describedby={props.invalid ? `${props.id}-error` : undefined}
        autoComplete="off"
        placeholder="Code or city"
        className={cn(
          "h-10 w-full rounded-md border border-line bg-surface px-3 text-base text-ink placeholder:text-muted sm:text-sm",
          props.invalid && "border-bad",
        )}
      />
      <Command.List
        className={cn(
          "absolute inset-x-0 top-11 z-30 max-h-64 overflow-y-auto rounded-md border border-line bg-surface p-1 shadow-lg",
          !(open && matches.length > 0) && "hidden",
        )}
      >
        {matches.map((a) => (
          <Command.Item
            key={a.iata}
            value={a.iata}
            onMouseDown={(e) => e.preventDefault()} // do not blur the input before the pick
            onSelect={() => pick(a.iata)}
            className="cursor-pointer rounded px-2 py-1.5 text-sm data-[selected=true]:bg-canvas"
          >
            <span className="font-mono font-medium">{a.iata}</span> {a.city}
            <span className="block truncate text-xs text-muted">{a.name}</span>
          </Command.Item>
        ))}
      </Command.List>
      {known && !open ? <p className="mt-1 truncate text-xs text-muted">{known.city} · {known.name}</p> : null}
    </Command>
  );
}
