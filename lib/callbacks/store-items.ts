// The middle of a delivery transaction: decide each item's outcome against its locked request row
// (stored, stale, or for a request we no longer know), let the handler normalize the stored ones
// into its tables, then write the bookkeeping (write-bookkeeping.ts).
import "server-only";
import { lockRequests } from "@/lib/callbacks/lock-deliveries";
import type { CallbackHandler, CallbackItem, StoredRequest } from "@/lib/callbacks/types";
import { type ItemOutcome, type RequestUpdate, writeBookkeeping } from "@/lib/callbacks/write-bookkeeping";
import { isFinal, isPendingState } from "@/lib/service-requests/service-states";
import type { SqlTx } from "@/lib/sql/transaction";
import { startWriteBatch } from "@/lib/sql/write-batch";

/** One delivery's part of a batch. */
export interface BatchEntry {
  items: CallbackItem[];
  bodyHash: string;
  inboxId: string | null;
  redact: boolean;
}

const defaultIsStale = (stored: StoredRequest, item: CallbackItem) =>
  isFinal(stored.state) && isPendingState(item.state);

/** browserState can carry the provider's session cookies, and invalidAnswers names the security
 *  answers a program rejected: both are kept only sealed, with the account
 *  (lib/loyalty-accounts/record-browser-state.ts, account-answers.ts), never in plain request or
 *  inbox payloads (the inbox's copy: SQL function redact_secrets). */
function withoutSecrets(payload: unknown): unknown {
  if (
    !payload ||
    typeof payload !== "object" ||
    Array.isArray(payload) ||
    !("browserState" in payload || "invalidAnswers" in payload)
  )
    return payload;
  const {
    browserState: _sealedElsewhere,
    invalidAnswers: _appliedToTheAccount,
    ...rest
  } = payload as Record<string, unknown>;
  return rest;
}

/** Store every item of every delivery, then write the request rows, the delivery log and (for inbox
 *  rows) their processed mark in ONE statement: every round trip counts here. A processed inbox row
 *  keeps its body for support, minus any browserState and rejected answers (top level, or per
 *  result of a loyalty package). `locked`: the request rows, when the first statement locked them. */
export async function storeItems<T>(
  tx: SqlTx,
  handler: CallbackHandler<T>,
  entries: BatchEntry[],
  locked?: Map<string, StoredRequest>,
): Promise<ItemOutcome[][]> {
  startWriteBatch(tx);
  const requests =
    locked ??
    (await lockRequests(tx, handler.name, [
      ...new Set(entries.flatMap((e) => e.items.map((item) => item.requestId))),
    ]));
  const isStale = handler.isStale ?? defaultIsStale;
  const outcomes = entries.map((e) =>
    e.items.map((item): ItemOutcome => {
      const request = requests.get(item.requestId);
      return !request ? "unknown-request" : isStale(request, item) ? "stale" : "stored";
    }),
  );
  const toStore = entries.flatMap((e, d) =>
    e.items.flatMap((item, i) =>
      outcomes[d]![i] === "stored" ? [{ item, request: requests.get(item.requestId)! }] : [],
    ),
  );
  if (toStore.length && handler.beforeStore)
    await handler.beforeStore(tx, [...new Set(toStore.map((s) => s.request))], toStore);
  const updates: RequestUpdate[] = [];
  for (const { item, request } of toStore) {
    await handler.store(tx, request, item);
    const payload = withoutSecrets(handler.payload ? handler.payload(item) : item.body);
    updates.push({
      id: request.id,
      state: item.state,
      stateText: item.stateText ?? null,
      message: item.message ?? null,
      payload,
    });
  }
  await writeBookkeeping(tx, {
    updates,
    log: entries.flatMap((e, d) =>
      e.items.map((item, i) => ({
        service: handler.name,
        requestId: item.requestId,
        outcome: outcomes[d]![i]!,
        bodyHash: e.bodyHash,
      })),
    ),
    inboxIds: entries.flatMap((e) => (e.inboxId ? [e.inboxId] : [])),
    redactIds: entries.flatMap((e) => (e.inboxId && e.redact ? [e.inboxId] : [])),
  });
  return outcomes;
}
