// First-run demo inbox: submits the simulator's sample booking emails (simulator/samples/emails/)
// for the demo user through the app's own path (submitEmail: checks, sealed storage, parseEmail,
// callbacks), so a new user sees a believable inbox. Runs once: a user who already has emails is
// left alone. Kept separate from the general first-run demo seeding (issue 12) so both can be wired.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { updateEmailSettings } from "./email-settings";
import { submitEmail } from "./submit-email";
import { logger } from "@/lib/log/logger";

export const DEMO_EMAIL = "demo@milepost.test";
export const SAMPLE_EMAILS_DIR = path.join(process.cwd(), "simulator", "samples", "emails");

export async function seedDemoInbox(
  log: (line: string) => void = (line) => logger("demo").info(line),
): Promise<number> {
  const user = await db.user.findUnique({ where: { email: DEMO_EMAIL }, select: { id: true } });
  if (!user) return 0;
  if (await db.emailMessage.count({ where: { userId: user.id } })) return 0;
  if (!fs.existsSync(SAMPLE_EMAILS_DIR)) {
    log("demo inbox: no sample emails found; skipped");
    return 0;
  }
  // The samples' traveler (simulator/samples/emails/README.md), so only the bookings made for
  // someone else (Sam Morgan's bus ticket) show "for someone else?".
  await updateEmailSettings(user.id, { travelerNames: ["Alex Morgan"] });
  const files = fs
    .readdirSync(SAMPLE_EMAILS_DIR)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  let sent = 0;
  for (const file of files) {
    const result = await submitEmail(user.id, fs.readFileSync(path.join(SAMPLE_EMAILS_DIR, file), "utf8"), {
      origin: "demo",
      fileName: file,
    });
    if (result.ok) sent++;
    else log(`demo inbox: ${file} refused: ${result.error}`);
  }
  log(`demo inbox: submitted ${sent} sample email(s)`);
  return sent;
}
