// Every source row of one user's timeline (owner-filtered); the merge happens in memory.
// One prepared statement on the shared pg pool rather than Prisma: with 5,000 rows of JSON the
// ORM's row mapping cost as much as the query itself (bench/timeline-server.ts), and this read
// sits under both the page and the calendar feed.
import "server-only";
import { sqlPrepared } from "@/lib/sql/transaction";
import type { Obj, SourceRow } from "./types";

const query = sqlPrepared("timeline-rows-v1");

export async function listTimelineRows(userId: string): Promise<SourceRow[]> {
  // `hidden`: a booking the user marked as someone else's ("for someone else?" in the Inbox).
  // The email and its mailbox are joined under the same owner. Prisma keeps DateTime as UTC wall
  // time (timestamp without zone), so it is read AT TIME ZONE 'UTC' into an instant.
  const rows = await query<{
    id: string;
    source: string;
    accountId: string | null;
    emailId: string | null;
    mailbox: string | null;
    updatedAt: Date;
    firstSeenAt: Date;
    data: Obj | null;
  }>`
    SELECT i.id, i.source, i."accountId", i."emailId", m.login AS mailbox,
           i."updatedAt" AT TIME ZONE 'UTC' AS "updatedAt", i."firstSeenAt" AT TIME ZONE 'UTC' AS "firstSeenAt", i.data
    FROM "Itinerary" i
    LEFT JOIN "EmailMessage" e ON e.id = i."emailId" AND e."userId" = ${userId}
    LEFT JOIN "Mailbox" m ON m.id = e."mailboxId" AND m."userId" = ${userId}
    WHERE i."userId" = ${userId} AND i.hidden = false`;
  for (const r of rows) r.data ??= {};
  return rows as SourceRow[];
}
