"use client";
// When the shown data is from, in the traveler's own time zone: "Updated …" only for a good latest
// result; "Last good data from …" after a failed try; "Not checked yet" before any good result.
import { LocalTime } from "@/components/ui/local-time";
import type { DataStatus } from "@/lib/loyalty-accounts/account-facts";
import { UPDATED_AT } from "./format";

export function AccountFreshness({
  status,
  lastGoodAt,
  pending,
}: {
  status: DataStatus;
  lastGoodAt: string | null;
  pending: boolean;
}) {
  if (status === "never" || !lastGoodAt)
    return <span className="text-muted text-xs">{pending ? "First check running…" : "Not checked yet"}</span>;
  if (status === "stale")
    return (
      <span className="text-warn text-xs font-medium">
        Last good data from <LocalTime iso={lastGoodAt} options={UPDATED_AT} />
      </span>
    );
  return (
    <span className="text-muted text-xs">
      Updated <LocalTime iso={lastGoodAt} options={UPDATED_AT} />
    </span>
  );
}
