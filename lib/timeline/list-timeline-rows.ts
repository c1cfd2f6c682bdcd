// Every source row of one user's timeline (owner-filtered); the merge happens in memory.
import "server-only";
import { db } from "@/lib/db";
import type { Obj, SourceRow } from "./types";

export async function listTimelineRows(userId: string): Promise<SourceRow[]> {
  const rows = await db.itinerary.findMany({
    where: { userId },
    select: { id: true, source: true, accountId: true, emailId: true, updatedAt: true, firstSeenAt: true, data: true },
  });
  return rows.map((r) => ({ ...r, data: (r.data ?? {}) as Obj }));
}
