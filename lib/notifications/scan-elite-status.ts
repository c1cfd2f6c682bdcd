// Elite status gained or lost (part of the hourly scanAccountAlerts job): each checked account's
// elite level against the one seen at the last scan (EliteStatusSeen). The first scan of an account
// stores its level and tells nothing — a status the user already had is not news. Levels are the
// program's own order (spec 2 A5 eliteLevel: higher is better); no level at all counts as below any.
import "server-only";
import { db } from "@/lib/db";
import { createNotification } from "@/lib/notifications/create-notification";

const word = (level: number | null) => (level === null ? "no status" : `level ${level}`);

export async function scanEliteStatus(now = new Date()): Promise<number> {
  const accounts = await db.loyaltyAccount.findMany({
    where: { service: "loyalty", lastCheckDate: { not: null }, state: { in: [1, 9] } },
    select: {
      id: true,
      userId: true,
      providerCode: true,
      eliteLevel: true,
      lastCheckDate: true,
      eliteStatusSeen: { select: { eliteLevel: true } },
    },
  });
  const changed = accounts.filter((a) => a.eliteStatusSeen && a.eliteStatusSeen.eliteLevel !== a.eliteLevel);
  const names = new Map(
    (
      await db.providerCatalog.findMany({
        where: { service: "loyalty", code: { in: [...new Set(changed.map((a) => a.providerCode))] } },
        select: { code: true, name: true },
      })
    ).map((r) => [r.code, r.name]),
  );
  let told = 0;
  for (const a of accounts) {
    const before = a.eliteStatusSeen;
    if (before && before.eliteLevel !== a.eliteLevel) {
      const up = (a.eliteLevel ?? -1) > (before.eliteLevel ?? -1);
      const program = names.get(a.providerCode) ?? a.providerCode;
      const id = await createNotification(
        a.userId,
        {
          kind: "elite-status",
          title: `${program}: elite status ${up ? "gained" : "lost"}`,
          body: `Your ${program} status went from ${word(before.eliteLevel)} to ${word(a.eliteLevel)} at the check of ${a.lastCheckDate!.toISOString().slice(0, 10)}.`,
          link: `/accounts/${a.id}`,
          dedupeKey: `elite:${a.id}:${a.lastCheckDate!.toISOString()}:${a.eliteLevel ?? "none"}`,
        },
        now,
      );
      if (id) told++;
    }
    if (!before || before.eliteLevel !== a.eliteLevel) {
      await db.eliteStatusSeen.upsert({
        where: { accountId: a.id },
        create: { accountId: a.id, eliteLevel: a.eliteLevel, seenAt: now },
        update: { eliteLevel: a.eliteLevel, seenAt: now },
      });
    }
  }
  return told;
}
