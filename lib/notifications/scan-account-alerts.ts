// The account alerts (worker job scanAccountAlerts, hourly): points expiring 90, 30 and 7 days ahead
// and balances that changed between two checks. Compared in a job rather than hooked into the hot
// store path of loyalty results (lib/loyalty-accounts/store-account-result.ts): a notice is at most
// an hour late, and the dedupe keys make every run after the first a no-op for what was told.
import "server-only";
import { db } from "@/lib/db";
import { createNotification } from "@/lib/notifications/create-notification";
import { expiryThreshold, todayIn } from "@/lib/notifications/expiry-threshold";

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

async function programNames(codes: string[]): Promise<Map<string, string>> {
  const rows = await db.providerCatalog.findMany({
    where: { service: "loyalty", code: { in: [...new Set(codes)] } },
    select: { code: true, name: true },
  });
  return new Map(rows.map((r) => [r.code, r.name]));
}

async function zones(userIds: string[]): Promise<Map<string, string>> {
  const rows = await db.notificationSettings.findMany({
    where: { userId: { in: [...new Set(userIds)] } },
    select: { userId: true, timeZone: true },
  });
  return new Map(rows.map((r) => [r.userId, r.timeZone]));
}

export async function scanExpiringPoints(now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + 92 * 86_400_000);
  const accounts = await db.loyaltyAccount.findMany({
    where: {
      service: "loyalty",
      neverExpires: false,
      expirationDate: { gte: new Date(now.getTime() - 2 * 86_400_000), lte: horizon },
      balance: { gt: 0 },
    },
    select: { id: true, userId: true, providerCode: true, balance: true, expirationDate: true },
  });
  const [names, tz] = await Promise.all([
    programNames(accounts.map((a) => a.providerCode)),
    zones(accounts.map((a) => a.userId)),
  ]);
  let told = 0;
  for (const a of accounts) {
    const expires = a.expirationDate!.toISOString().slice(0, 10);
    const threshold = expiryThreshold(todayIn(tz.get(a.userId) ?? "UTC", now), expires);
    if (!threshold) continue;
    const program = names.get(a.providerCode) ?? a.providerCode;
    const id = await createNotification(
      a.userId,
      {
        kind: "points-expiring",
        title: `${program}: ${fmt(Number(a.balance))} points expire on ${expires}`,
        body: `Your ${program} balance of ${fmt(Number(a.balance))} expires on ${expires}, within ${threshold} days. Earning or redeeming usually resets the date; the program's own terms say.`,
        link: `/accounts/${a.id}`,
        dedupeKey: `expiry:${a.id}:${expires}:${threshold}`,
      },
      now,
    );
    if (id) told++;
  }
  return told;
}

interface Change {
  id: bigint;
  accountId: string;
  userId: string;
  providerCode: string;
  balance: string;
  prev: string;
}

export async function scanBalanceChanges(): Promise<number> {
  // Each snapshot of the last two days against the one before it of the same account.
  const changes = await db.$queryRaw<Change[]>`
    SELECT s.id, s."accountId", a."userId", a."providerCode", s.balance::text AS balance, s.prev::text AS prev
    FROM (SELECT id, "accountId", balance, "checkedAt", lag(balance) OVER (PARTITION BY "accountId" ORDER BY "checkedAt", id) AS prev
          FROM "LoyaltyBalanceSnapshot"
          WHERE "accountId" IN (SELECT DISTINCT "accountId" FROM "LoyaltyBalanceSnapshot" WHERE "checkedAt" > now() - interval '2 days')) s
    JOIN "LoyaltyAccount" a ON a.id = s."accountId" AND a.service = 'loyalty'
    WHERE s."checkedAt" > now() - interval '2 days' AND s.prev IS NOT NULL AND s.prev <> s.balance`;
  const names = await programNames(changes.map((c) => c.providerCode));
  let told = 0;
  for (const c of changes) {
    const [now, before] = [Number(c.balance), Number(c.prev)];
    const diff = now - before;
    const program = names.get(c.providerCode) ?? c.providerCode;
    const id = await createNotification(c.userId, {
      kind: "balance-changed",
      title: `${program}: ${diff > 0 ? "+" : "−"}${fmt(Math.abs(diff))} points`,
      body: `Your ${program} balance went from ${fmt(before)} to ${fmt(now)} (${diff > 0 ? "earned or transferred in" : "spent or transferred out"}).`,
      link: `/accounts/${c.accountId}`,
      dedupeKey: `balance:${c.accountId}:${c.id}`,
    });
    if (id) told++;
  }
  return told;
}
