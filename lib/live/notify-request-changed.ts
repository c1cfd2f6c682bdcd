// Tell the owner's open pages that a request changed outside a callback's own statement (the
// tracker closing a request it gave up on). Runs after the write committed, so the page can read it.
import "server-only";
import { db } from "@/lib/db";
import { notifyRequestSql } from "@/lib/sql/live-notify";

export async function notifyRequestChanged(serviceRequestId: string): Promise<void> {
  await db.$queryRaw(notifyRequestSql(serviceRequestId));
}
