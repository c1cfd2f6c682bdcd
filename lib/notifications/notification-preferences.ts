// A user's choices per kind and channel, as stored in NotificationSettings.preferences (JSON): read
// through one schema so a stored value of an older shape, or a kind added since, falls back to the
// kind's default instead of failing.
import { z } from "zod";
import {
  type EmailChoice,
  KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "@/lib/notifications/notification-kinds";

const choiceSchema = z.object({
  app: z.boolean().default(true),
  email: z.enum(["instant", "digest", "off"]).optional(),
});

export const preferencesSchema = z.partialRecord(z.enum(NOTIFICATION_KINDS), choiceSchema);
export type StoredPreferences = z.infer<typeof preferencesSchema>;

export type KindChoice = { app: boolean; email: EmailChoice };
export type Preferences = Record<NotificationKind, KindChoice>;

/** Every kind's choice: the stored one, else the kind's default. Garbage reads as defaults. */
export function resolvePreferences(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored);
  const given: StoredPreferences = parsed.success ? parsed.data : {};
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [
      k,
      { app: given[k]?.app ?? true, email: given[k]?.email ?? KIND_INFO[k].email },
    ]),
  ) as Preferences;
}
