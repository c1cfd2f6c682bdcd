// What travels on the live channel (lib/sql/live-notify.ts) and, minus the user id, to the page.
import { z } from "zod";

export const LIVE_KINDS = [
  "flight-program",
  "hotel-program",
  "account",
  "email",
  "mailbox",
  "business-sync",
  "timeline",
  "notification",
] as const;

/** A NOTIFY payload as PostgreSQL sends it. Unknown kinds are passed on (a newer writer), ids only. */
export const liveNotificationSchema = z.object({
  u: z.string().min(1),
  k: z.string().min(1).max(40),
  id: z.string().max(100).nullable().optional(),
});

/** What the page receives in an SSE `change` event. */
export interface LiveChange {
  k: string;
  id: string | null;
}
