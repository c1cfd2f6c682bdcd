"use client";
// Airport input with autocomplete (IATA code, city or airport name) over the committed airport list.
import { useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { getAirport, searchAirports } from "@/lib/airports/find-airports";

export function AirportField(props: { id: string; value: string; invalid: boolean; onChange(code: string): void }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(() => (open ? searchAirports(props.value, 8) : []), [open, props.value]);
  const known = getAirport(props.value);
  const pick = (code: string) => {
    props.onChange(code);
    setOpen(false);
  };
  return (
    <div className="relative">
      <Input
        id={props.id}
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={props.invalid}
        autoComplete="off"
        placeholder="Code or city"
        value={props.value}
        onChange={(e) => {
          props.onChange(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        onKeyDown={(e) => {
          if (!open || matches.length === 0) return;
          if (e.key === "ArrowDown") setActive((a) => Math.min(a + 1, matches.length - 1));
          else if (e.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
          else if (e.key === "Enter") pick(matches[active]!.iata);
          else return;
          e.preventDefault();
        }}
      />
      {known && !open ? <p className="mt-1 truncate text-xs text-muted">{known.city} · {known.name}</p> : null}
      {open && matches.length > 0 ? (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-line bg-surface p-1 shadow-lg">
          {matches.map((a, i) => (
            <li
              key={a.iata}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(a.iata);
              }}
              className="cursor-pointer rounded px-2 py-1.5 text-sm aria-selected:bg-canvas"
            >
              <span className="font-mono font-medium">{a.iata}</span> {a.city}
              <span className="block truncate text-xs text-muted">{a.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
