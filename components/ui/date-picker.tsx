"use client";
// Date input: a button that opens a month calendar (react-day-picker) under it. Values are plain
// "YYYY-MM-DD" strings (no time zone), submitted through a hidden input when `name` is given.
// The calendar is a separate chunk loaded when the button is first approached (hover, focus) or
// pressed: react-day-picker and date-fns were a third of /flights' first-load JavaScript (issue 12
// item 17). Keyboard and screen-reader support inside the grid come from react-day-picker.
import { CalendarDays } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { fromIsoDate } from "@/components/ui/iso-date";
import { cn } from "@/lib/cn";

const loadCalendar = () => import("@/components/ui/date-picker-calendar");
const DatePickerCalendar = dynamic(loadCalendar, { ssr: false, loading: () => <p className="p-3 text-sm text-muted">Loading the calendar…</p> });

const label = (value: string | undefined) =>
  fromIsoDate(value)?.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric" });

interface DatePickerProps {
  id: string;
  name?: string;
  value?: string;
  onChange?(value: string): void;
  /** Earliest selectable day, "YYYY-MM-DD". */
  min?: string;
  max?: string;
  invalid?: boolean;
  placeholder?: string;
}

export function DatePicker({ id, name, value, onChange, min, max, invalid, placeholder = "Pick a date" }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Close on a press outside the field or on Escape (focus goes back to the button).
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false);
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
        if (open && e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 text-left text-base sm:text-sm",
          invalid && "border-bad",
          !value && "text-muted",
        )}
      >
        {label(value) ?? placeholder}
        <CalendarDays aria-hidden className="size-4 text-muted" />
      </button>
      {name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
      {open ? (
        <div role="dialog" aria-label="Choose a date" className="absolute top-11 left-0 z-50 rounded-lg border border-line bg-surface p-2 shadow-lg">
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
