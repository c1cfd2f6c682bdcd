"use client";
// When the shown data is from, in the traveler's own time zone: "Updated …" only for a good latest
// result; "Last good data from …" after a failed try; "Not checked yet" before any good result.
import { LocalTime } from "@/components/ui/local-time";
import type { DataStatus } from "@/lib/loyalty-accounts/account-facts";
import { UPDATED_AT } from "./format";

export function AccountFreshness({ status, lastGoodAt, pending }: { status: DataStatus; lastGoodAt: string | null; pending: boolean }) {
  if (status === "never" || !lastGoodAt) return <span className="text-xs text-muted">{pending ? "First check running…" : "Not checked yet"}</span>;
  if (status === "stale")
    return <span className="text-xs font-medium text-warn">Last good data from <LocalTime iso={lastGoodAt} options={UPDATED_AT} /></span>;
  return <span className="text-xs text-muted">Updated <LocalTime iso={lastGoodAt} options={UPDATED_AT} /></span>;
}
