// The pieces every connect and start-auth sends (spec 3 "Connect by OAuth tokens" fields).
import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { latestToday } from "@/lib/validation/travel-date";
import type { MailboxCommon } from "@/lib/services/email/mailbox-schema";

export const scanSettingsSchema = z
  .object({
    // "Scan emails since": a calendar date (YYYY-MM-DD); not in the future.
    startFrom: z.iso
      .date({ message: "Choose a date to scan from" })
      .refine((d) => d <= latestToday(), "The scan date cannot be in the future"),
    listen: z.boolean(),
  })
  .strict();
export type ScanSettings = z.infer<typeof scanSettingsSchema>;

export function mailboxCommon(tag: string, settings: ScanSettings): MailboxCommon {
  const app = env().APP_URL.replace(/\/+$/, "");
  return {
    callbackUrl: `${app}/api/callbacks/mailboxes`,
    onProgress: { callbackUrl: `${app}/api/callbacks/mailbox-states` },
    userData: tag,
    tags: [tag],
    startFrom: settings.startFrom,
    listen: settings.listen,
    returnEmail: "headers",
  };
}
