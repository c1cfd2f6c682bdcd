// Merge one delivery (callback or poll) into its AwardRequest, inside the delivery's transaction.
// Returns the row the service layer hangs its normalized results on, or null when the request is
// not an award search (or was replaced).
import "server-only";
import type { SqlTx } from "@/lib/sql";
import { mergeParts, readParts } from "@/lib/award-search/merge-parts";
import type { Parts } from "@/lib/award-search/types";
import { hasResults, isFinal, isPendingState, needsAnswer } from "@/lib/service-requests/service-states";

export interface AwardDelivery {
  state: number;
  message: string;
  question?: string;
  parts: Parts;
}

export interface RecordedAwardRequest {
  id: string;
  searchId: string;
  providerCode: string;
  loyaltyAccountId: string | null;
}

export async function recordAwardResult(tx: SqlTx, serviceRequestId: string, delivery: AwardDelivery): Promise<RecordedAwardRequest | null> {
  // Raw statements: this runs inside every callback's transaction (see lib/callbacks/process-delivery.ts).
  const [row] = await tx.$queryRaw<(RecordedAwardRequest & { state: number; parts: unknown })[]>`
    SELECT id, "searchId", "providerCode", "loyaltyAccountId", state, parts FROM "AwardRequest"
    WHERE "serviceRequestId" = ${serviceRequestId} FOR UPDATE`;
  if (!row) return null;
  // A final state is never replaced by "not yet" (spec 1 States: 0 only means "repeat later").
  const keepState = isFinal(row.state) && isPendingState(delivery.state);
  const stored = readParts(row.parts);
  // A failure (2, 4, 6, 10, 11) ends every part, whether or not the body lists it in `progress`.
  const failed = isFinal(delivery.state) && !hasResults(delivery.state);
  const incoming = failed
    ? Object.fromEntries([...Object.keys(stored), ...Object.keys(delivery.parts)].map((k) => [k, { state: delivery.state, message: delivery.message }]))
    : delivery.parts;
  const parts = mergeParts(stored, incoming);
  const state = keepState ? row.state : delivery.state;
  const message = keepState ? null : delivery.message || null;
  const question = keepState ? null : needsAnswer(delivery.state) ? (delivery.question ?? null) : null;
  await tx.$executeRaw`
    UPDATE "AwardRequest" SET parts = ${JSON.stringify(parts)}::jsonb, state = ${state},
      message = CASE WHEN ${keepState} THEN message ELSE ${message} END,
      question = CASE WHEN ${keepState} THEN question ELSE ${question} END, "updatedAt" = now()
    WHERE id = ${row.id}`;
  return { id: row.id, searchId: row.searchId, providerCode: row.providerCode, loyaltyAccountId: row.loyaltyAccountId };
}
