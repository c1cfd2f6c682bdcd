"use client";
// The month grid of the date picker, loaded on demand (see date-picker.tsx).
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { fromIsoDate, toIsoDate } from "@/components/ui/iso-date";

export default function DatePickerCalendar(props: {
  value?: string;
  min?: string;
  max?: string;
  onSelect(value: string): void;
}) {
  const selected = fromIsoDate(props.value);
  const disabled = [
    ...(props.min ? [{ before: fromIsoDate(props.min)! }] : []),
    ...(props.max ? [{ after: fromIsoDate(props.max)! }] : []),
  ];
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      defaultMonth={selected ?? fromIsoDate(props.min)}
      startMonth={fromIsoDate(props.min)}
      endMonth={fromIsoDate(props.max)}
      disabled={disabled}
      onSelect={(d) => d && props.onSelect(toIsoDate(d))}
    />
  );
}
