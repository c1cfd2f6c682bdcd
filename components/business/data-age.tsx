"use client";
// How old the synced data is, in words ("3 hours ago"), computed in the browser after mount so the
// server render and hydration agree; the exact moment is in the viewer's time zone beside it.
import { useEffect, useState } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { UPDATED_AT } from "@/components/accounts/format";

export function ageInWords(ms: number): string {
  const min = Math.round(ms / 60_000);
  if (min < 1) return "just now";
  if (min < 60) return `${min} minute${min === 1 ? "" : "s"} ago`;
  const h = Math.round(min / 60);
  if (h < 48) return `${h} hour${h === 1 ? "" : "s"} ago`;
  return `${Math.round(h / 24)} days ago`;
}

export function DataAge({ iso }: { iso: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const t = setInterval(tick, 30_000);
    return () => clearInterval(t);
  }, []);
  return (
    <>
      <LocalTime iso={iso} options={UPDATED_AT} />
      {now !== null ? <span className="text-muted"> ({ageInWords(now - Date.parse(iso))})</span> : null}
    </>
  );
}
