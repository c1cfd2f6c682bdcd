// A delivery none of whose request ids is known yet. For a service the app sends requests to, that
// is usually no stranger: the service answered the send and called back before the app recorded
// the ids (a fast service, a busy database). Such a delivery is kept in the inbox, unprocessed, and
// the sender stores it as soon as it recorded the ids (lib/service-requests/process-early-deliveries.ts)
// — instead of acknowledging it and waiting for the first poll. The answer still says
// "unknown-request" (true at that moment). The inbox sweep leaves a kept delivery alone for
// EARLY_WAIT_SECONDS, then normalizes it like any other: ids still unknown are logged and dropped.
// Not for results the app never asked for (handlers with `admit`, e.g. mailbox results).
import "server-only";
import type { Accepted } from "@/lib/callbacks/accept-delivery";
import { sqlPrepared } from "@/lib/sql/transaction";

/** How long a delivery whose ids are unknown waits for its send to be recorded. A send records its
 *  ids the moment the service answers; this covers a slow commit under load, with room to spare. */
export const EARLY_WAIT_SECONDS = 60;

/** Keep the delivery; null when the same body is already in the inbox. After the insert committed,
 *  look for the ids again: a send that recorded them in between saw no kept row, so it is ours to
 *  normalize (returned as accepted). */
export async function keepEarlyDelivery(
  service: string,
  requestIds: string[],
  bodyText: string,
  bodyHash: string,
): Promise<Accepted | null> {
  const [row] = await sqlPrepared("keep-early-delivery")<{ id: string }>`
    INSERT INTO "CallbackInbox" (service, "bodyHash", body, "requestIds")
    VALUES (${service}, ${bodyHash}, ${bodyText}::json, ${requestIds}::text[])
    ON CONFLICT (service, "bodyHash") DO NOTHING
    RETURNING id::text AS id`;
  if (!row) return null;
  const known = new Set(
    (
      await sqlPrepared("known-requests-after-keep")<{ requestId: string }>`
      SELECT "requestId" FROM "ServiceRequest" WHERE service = ${service} AND "requestId" = ANY(${requestIds}::text[])`
    ).map((r) => r.requestId),
  );
  if (!known.size) return { inboxId: null, outcomes: requestIds.map(() => "unknown-request") };
  return {
    inboxId: row.id,
    outcomes: requestIds.map((id) => (known.has(id) ? "accepted" : "unknown-request")),
  };
}
