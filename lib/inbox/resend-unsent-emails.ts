// Emails the service could not be reached for (status "unsent", still sealed) are sent again by the
// tracker's one sweep (lib/service-requests/sweep-tasks.ts) a minute after the last try, up to
// MAX_SEND_ATTEMPTS in all (send-email.ts).
import "server-only";
import { db } from "@/lib/db";
import { sendStoredEmail } from "./send-email";

const RETRY_AFTER_MS = 60_000;
const BATCH = 50;

export async function resendUnsentEmails(now = new Date()): Promise<{ resent: number }> {
  const unsent = await db.emailMessage.findMany({
    where: { status: "unsent", rawSealed: { not: null }, updatedAt: { lt: new Date(now.getTime() - RETRY_AFTER_MS) } },
    select: { id: true },
    orderBy: { updatedAt: "asc" },
    take: BATCH,
  });
  for (const e of unsent) await sendStoredEmail(e.id);
  return { resent: unsent.length };
}
