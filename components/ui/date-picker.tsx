"use client";
// Date input: a button that opens react-day-picker in a Radix popover (the shadcn pattern).
// Keyboard and screen-reader support come from those libraries. Values are plain "YYYY-MM-DD"
// strings (no time zone), submitted through a hidden input when `name` is given.
import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { cn } from "@/lib/cn";

export function toIsoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function fromIsoDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

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
  const selected = fromIsoDate(value);
  const disabled = [
    ...(min ? [{ before: fromIsoDate(min)! }] : []),
    ...(max ? [{ after: fromIsoDate(max)! }] : []),
  ];
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={cn(
            "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 text-left text-base sm:text-sm",
            invalid && "border-bad",
            !value && "text-muted",
          )}
        >
          {label(value) ?? placeholder}
          <CalendarDays aria-hidden className="size-4 text-muted" />
        </button>
      </Popover.Trigger>
      {name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="z-50 rounded-lg border border-line bg-surface p-2 shadow-lg">
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected ?? fromIsoDate(min)}
            disabled={disabled}
            onSelect={(d) => {
              if (!d) return;
              onChange?.(toIsoDate(d));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
