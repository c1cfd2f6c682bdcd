// Every source row of one user's timeline (owner-filtered); the merge happens in memory.
import "server-only";
import { db } from "@/lib/db";
import type { Obj, SourceRow } from "./types";

export async function listTimelineRows(userId: string): Promise<SourceRow[]> {
  const rows = await db.itinerary.findMany({
    // `hidden`: a booking the user marked as someone else's ("for someone else?" in the Inbox).
    where: { userId, hidden: false },
    select: {
      id: true, source: true, accountId: true, emailId: true, updatedAt: true, firstSeenAt: true, data: true,
      email: { select: { mailbox: { select: { login: true } } } },
    },
  });
  return rows.map(({ email, ...r }) => ({ ...r, mailbox: email?.mailbox?.login ?? null, data: (r.data ?? {}) as Obj }));
}
