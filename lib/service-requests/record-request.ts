// Step 1 of every request's life: record it BEFORE sending, in the "unsent" phase with no requestId,
// inside the caller's transaction so domain rows (an award request, an account's lastRequestId) can
// point at it at once. An unsent row that never moves on (the app stopped while sending) is closed
// by the sweep; nothing ever carries a made-up request id.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { RequestPhase } from "./request-phase";

export interface NewRequest {
  service: string;
  kind: string;
  userId: string | null;
  parentId: string | null;
}

export async function recordUnsent(request: NewRequest, tx: Prisma.TransactionClient = db): Promise<string> {
  const row = await tx.serviceRequest.create({
    data: { ...request, phase: RequestPhase.Unsent },
    select: { id: true },
  });
  return row.id;
}
