// Emails the service could not be reached for (status "unsent", still sealed) are sent again by the
// tracker's one sweep (lib/service-requests/sweep-tasks.ts) a minute after the last try, up to
// MAX_SEND_ATTEMPTS in all (send-email.ts).
import "server-only";
import { db } from "@/lib/db";
import { sendStoredEmail } from "./send-email";
import { logger } from "@/lib/log/logger";
import { EmailMessageStatus } from "./email-message-status";

const log = logger("email");

const RETRY_AFTER_MS = 60_000;
const BATCH = 50;

export async function resendUnsentEmails(now = new Date()): Promise<{ tried: number; resent: number }> {
  const unsent = await db.emailMessage.findMany({
    where: {
      status: EmailMessageStatus.Unsent,
      rawSealed: { not: null },
      updatedAt: { lt: new Date(now.getTime() - RETRY_AFTER_MS) },
    },
    select: { id: true },
    orderBy: { updatedAt: "asc" },
    take: BATCH,
  });
  let resent = 0;
  for (const e of unsent) {
    try {
      if ((await sendStoredEmail(e.id)) === "sent") resent++;
    } catch (error) {
      // One email's failure (a bug, the database) never holds back the others; it is tried again next time.
      log.error(`re-send of ${e.id} failed: ${(error as Error).message}`);
    }
  }
  return { tried: unsent.length, resent };
}
