// The delivery log (CallbackDelivery) for what the receiver answers without normalizing: refused,
// unknown, acknowledged-not-stored outcomes. Stored outcomes are logged by the delivery's own
// bookkeeping statement (write-bookkeeping.ts).
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { defineInsert } from "@/lib/sql/insert-rows";
import { sqlAutocommit } from "@/lib/sql/transaction";

type Row = Pick<Prisma.CallbackDeliveryCreateManyInput, "service" | "outcome" | "requestId" | "detail">;
const deliveries = defineInsert<Row>()("CallbackDelivery", {
  columns: { service: "text", outcome: "text", requestId: "text", detail: "text" },
});

export interface DeliveryLogEntry {
  outcome: string;
  requestId?: string;
  detail?: string;
}

export async function logDelivery(service: string, entries: DeliveryLogEntry[]): Promise<void> {
  await deliveries.insert(
    sqlAutocommit(),
    entries.map((e) => ({
      service,
      outcome: e.outcome,
      requestId: e.requestId,
      detail: e.detail?.slice(0, 500),
    })),
  );
}
