"use client";
// A moment shown in the viewer's own time zone. The server does not know that zone, so the server
// render (and the hydration that must match it) shows UTC, labelled; the browser then re-renders in
// local time. useHydrated tells the two renders apart without a mismatch.
import { useHydrated } from "@/components/ui/use-hydrated";
import { formatDateTime } from "@/lib/format/date-time";

export function LocalTime(props: { iso: string; options: Intl.DateTimeFormatOptions; className?: string }) {
  const inBrowser = useHydrated();
  const date = new Date(props.iso);
  const text = inBrowser
    ? formatDateTime(date, props.options)
    : `${formatDateTime(date, { ...props.options, timeZone: "UTC" })} UTC`;
  return (
    <time dateTime={props.iso} className={props.className}>
      {text}
    </time>
  );
}
