// Where the send of each submitted email is, in the request tracker's words (its ServiceRequest of
// kind "email-parse" not yet accepted: "unsent" while being sent, "send-retry" while the service is
// not answering). The email keeps no send lifecycle of its own (email-message-status.ts).
import "server-only";
import { db } from "@/lib/db";
import { EmailMessageStatus } from "./email-message-status";

/** Phase by email id, for the emails of `emails` that are still "submitted" (one read, only then). */
export async function emailSendPhases(
  userId: string,
  emails: { id: string; status: string }[],
): Promise<Map<string, string>> {
  const ids = emails.filter((e) => e.status === EmailMessageStatus.Submitted).map((e) => e.id);
  if (!ids.length) return new Map();
  const sends = await db.serviceRequest.findMany({
    where: { userId, kind: "email-parse", parentId: { in: ids }, requestId: null },
    select: { parentId: true, phase: true },
    orderBy: { sentAt: "asc" }, // the newest last: it wins below
  });
  return new Map(sends.map((s) => [s.parentId!, s.phase]));
}
