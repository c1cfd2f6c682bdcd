// Safety net for checks whose callback never came (package refreshes schedule no per-request poll;
// a user check's poll may not have been queued): poll every loyalty check still pending after the
// callback grace period, while the service still caches its result (two hours).
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { RESULT_CACHE_MS } from "./check-settings";
import { pollAccountCheck } from "./poll-account-check";

export async function sweepLateChecks(): Promise<{ polled: number }> {
  const now = Date.now();
  const late = await db.serviceRequest.findMany({
    where: {
      service: "loyalty",
      state: 0,
      sentAt: { lt: new Date(now - env().CALLBACK_GRACE_SECONDS * 1000), gt: new Date(now - RESULT_CACHE_MS - 3600_000) },
      OR: [{ lastPolledAt: null }, { lastPolledAt: { lt: new Date(now - 60_000) } }],
    },
    select: { id: true },
    take: 200,
  });
  // attempt 99: the sweep polls once; it does not start its own chain of re-polls.
  for (const r of late) await pollAccountCheck(r.id, 99).catch((e: Error) => console.warn(`[loyalty] sweep ${r.id}: ${e.message}`));
  return { polled: late.length };
}
