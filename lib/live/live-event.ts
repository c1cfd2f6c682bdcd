// What travels on the live channel and, minus the user id, to the page. The database raises every
// event (docs/architecture.md "Live updates"): triggers on the tables the pages show, in the writing
// transaction, so it is delivered only on commit; no application code sends one.
import { z } from "zod";

/** The PostgreSQL NOTIFY channel (the triggers of migration 20261202000100_live_events_in_triggers). */
export const LIVE_CHANNEL = "milepost_events";

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

/** A NOTIFY payload as the triggers send it: {"u": userId, "k": kind, "id": objectId}. Unknown kinds are passed on (a newer writer), ids only. */
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
