// Store one validated delivery in one transaction, keyed by the service's request id.
// Redeliveries (same body) store nothing new; an older state never overwrites a final one;
// unknown request ids are acknowledged and logged, not stored against anyone.
import "server-only";
import { createHash } from "node:crypto";
import type { CallbackHandler, CallbackItem, StoredRequest, Tx } from "@/lib/callbacks/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ItemOutcome = "stored" | "duplicate" | "stale" | "unknown-request";

const isFinal = (state: number) => state !== 0;
const defaultIsStale = (stored: StoredRequest, item: CallbackItem) => isFinal(stored.state) && !isFinal(item.state);

export function hashBody(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

async function storeItem<T>(tx: Tx, handler: CallbackHandler<T>, item: CallbackItem): Promise<ItemOutcome> {
  const request = await tx.serviceRequest.findUnique({
    where: { service_requestId: { service: handler.name, requestId: item.requestId } },
    select: { id: true, userId: true, kind: true, parentId: true, state: true, payload: true },
  });
  if (!request) return "unknown-request";
  const bodyHash = hashBody(item.body);
  const receipt = await tx.callbackReceipt.createMany({
    data: [{ service: handler.name, requestId: item.requestId, bodyHash }],
    skipDuplicates: true,
  });
  if (receipt.count === 0) return "duplicate";
  if ((handler.isStale ?? defaultIsStale)(request, item)) return "stale";
  await tx.serviceRequest.update({
    where: { id: request.id },
    data: {
      state: item.state,
      stateText: item.stateText ?? null,
      message: item.message ?? null,
      payload: item.body as Prisma.InputJsonValue,
      completedAt: isFinal(item.state) ? new Date() : null,
    },
  });
  await handler.store?.(tx, request, item);
  return "stored";
}

/** Returns one outcome per item, after the transaction committed. */
export async function storeDelivery<T>(handler: CallbackHandler<T>, body: T): Promise<ItemOutcome[]> {
  const items = handler.items(body);
  const outcomes = await db.$transaction(
    async (tx) => {
      const out: ItemOutcome[] = [];
      for (const item of items) out.push(await storeItem(tx, handler, item));
      await tx.callbackDelivery.createMany({
        data: items.map((item, i) => ({
          service: handler.name,
          requestId: item.requestId,
          outcome: out[i]!,
          bodyHash: hashBody(item.body),
        })),
      });
      return out;
    },
    { timeout: 30_000 },
  );
  return outcomes;
}

export async function logDelivery(service: string, outcome: string, detail?: string, requestId?: string) {
  await db.callbackDelivery.create({ data: { service, outcome, detail: detail?.slice(0, 500), requestId } });
}
