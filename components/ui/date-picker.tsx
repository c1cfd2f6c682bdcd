"use client";
// Date input: a text field a date can be typed into (2027-10-24, 10/24/2027, Oct 24 2027 — issue 34
// item 11: a day 330 days out took 11 clicks) and a button beside it that opens a month calendar
// (react-day-picker). Values are plain "YYYY-MM-DD" strings (no time zone), submitted through a hidden
// input when `name` is given; typed text that reads as no date is passed on as typed, so the form's
// own rules (lib/validation/travel-date.ts) say what is wrong, as they do for a picked day.
// The calendar is a separate chunk loaded when the button is first approached (hover, focus) or
// pressed: react-day-picker and date-fns were a third of /flights' first-load JavaScript (issue 12
// item 17). Keyboard and screen-reader support inside the grid come from react-day-picker.
import { CalendarDays } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { fromIsoDate, parseTypedDate } from "@/components/ui/iso-date";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/cn";

const loadCalendar = () => import("@/components/ui/date-picker-calendar");
const DatePickerCalendar = dynamic(loadCalendar, {
  ssr: false,
  loading: () => <p className="text-muted p-3 text-sm">Loading the calendar…</p>,
});

const label = (value: string | undefined) =>
  fromIsoDate(value)?.toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  });

interface DatePickerProps {
  id: string;
  /** The field's label ("Date", "Check-in"): names the calendar button ("Date: open the calendar"). */
  label?: string;
  name?: string;
  value?: string;
  onChange?(value: string): void;
  /** Earliest selectable day, "YYYY-MM-DD". */
  min?: string;
  max?: string;
  invalid?: boolean;
  placeholder?: string;
}

export function DatePicker({
  id,
  label: fieldLabel = "Date",
  name,
  value,
  onChange,
  min,
  max,
  invalid,
  placeholder = "Pick a date",
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  // The button is server-rendered; until hydration it has no handler and a press would be lost
  // (a user pressing it right after load saw nothing happen): disabled until then.
  const hydrated = useHydrated();
  // What the field shows: the chosen day in words, or what is being typed (kept while it still
  // reads as the chosen value, so typing is never rewritten under the cursor).
  const [text, setText] = useState(() => label(value) ?? value ?? "");
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((parseTypedDate(text) ?? text.trim()) !== (value ?? "")) setText(label(value) ?? value ?? "");
  }
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Close on a press outside the field or on Escape (focus goes back to the button).
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) =>
      box.current && !box.current.contains(e.target as Node) && setOpen(false);
    const escape = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);
  return (
    // Tabbing out of the open calendar closes it: a popup left open behind the focus covers the
    // fields that follow (the Adults and Currency fields sit right under it).
    <div
      ref={box}
      className="relative"
      onBlur={(e) => {
        if (open && e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget))
          setOpen(false);
      }}
    >
      <div className="relative">
        <input
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={`${placeholder} (YYYY-MM-DD)`}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            onChange?.(parseTypedDate(e.target.value) ?? e.target.value.trim());
          }}
          // A typed day that reads as a date is shown in words once the field is left ("Sun, Oct 24, 2027").
          onBlur={() => {
            const iso = parseTypedDate(text);
            if (iso && label(iso)) setText(label(iso)!);
          }}
          className={cn(
            "border-line bg-surface placeholder:text-muted h-10 w-full rounded-md border pr-10 pl-3 text-base sm:text-sm",
            invalid && "border-bad",
          )}
        />
        <button
          ref={button}
          type="button"
          aria-label={`${fieldLabel}: open the calendar`}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={!hydrated}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          onClick={() => setOpen((o) => !o)}
          className="text-muted hover:text-ink absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md disabled:opacity-50"
        >
          <CalendarDays aria-hidden className="size-4" />
        </button>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
      {open ? (
        <div
          role="dialog"
          aria-label="Choose a date"
          className="border-line bg-surface absolute top-11 left-0 z-50 rounded-lg border p-2 shadow-lg"
        >
          <DatePickerCalendar
            value={value}
            min={min}
            max={max}
            onSelect={(v) => {
              onChange?.(v);
              setOpen(false);
              button.current?.focus();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
