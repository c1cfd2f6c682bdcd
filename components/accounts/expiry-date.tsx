"use client";
// An expiration date, highlighted when it is within 90 days of the viewer's own today (the device's
// calendar). The server renders before it knows the viewer's zone, with UTC's date; the browser
// takes over at hydration, so an evening in the Americas or a morning in Asia is not a day off.
import { useSyncExternalStore } from "react";
import { expiresSoon, formatDate } from "@/components/accounts/format";
import { localToday } from "@/components/ui/iso-date";
import { cn } from "@/lib/cn";

const never = () => () => {};
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Today on the viewer's calendar once hydrated; UTC's on the server. */
export function useLocalToday(): string {
  return useSyncExternalStore(never, () => localToday(), utcToday);
}

export function ExpiryDate({ date, prefix = "" }: { date: string; prefix?: string }) {
  const soon = expiresSoon(date, useLocalToday());
  return (
    <span
      className={cn(soon && "bg-warn-soft text-warn rounded px-1 font-medium")}
      title={soon ? "Within 90 days" : undefined}
    >
      {prefix}
      {formatDate(date)}
    </span>
  );
}
