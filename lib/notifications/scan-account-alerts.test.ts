// Integration (real PostgreSQL): points expiring in 30 days are announced once however often the
// hourly scan runs, the 7-day notice follows when its day comes, and a balance change between two
// checks is told once.
import { describe, expect, it } from "vitest";
import { scanBalanceChanges, scanExpiringPoints } from "@/lib/notifications/scan-account-alerts";
import { scanEliteStatus } from "@/lib/notifications/scan-elite-status";
import { createTestUser, db } from "@/lib/test/test-db";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function account(userId: string, balance: number, expires: string | null) {
  return db.loyaltyAccount.create({
    data: {
      userId,
      providerCode: "aeroplan",
      login: `l-${Math.random()}`,
      passwordSealed: "x",
      balance,
      expirationDate: expires ? day(expires) : null,
      state: 1,
    },
    select: { id: true },
  });
}

const notices = (userId: string, kind: string) =>
  db.notification.findMany({
    where: { userId, kind },
    orderBy: { createdAt: "asc" },
    select: { title: true, dedupeKey: true },
  });

describe("account alerts", () => {
  it("expiring points: once per threshold, in the user's own today", async () => {
    const user = await createTestUser();
    await db.notificationSettings.create({ data: { userId: user.id, timeZone: "Asia/Tokyo" } });
    const a = await account(user.id, 12_500, "2099-07-01");
    // 2099-05-31 20:00 UTC is already 2099-06-01 in Tokyo: 30 days ahead there (31 in UTC: the 90-day notice).
    const now = new Date("2099-05-31T20:00:00Z");
    await scanExpiringPoints(now);
    await scanExpiringPoints(new Date(now.getTime() + 3_600_000));
    let told = await notices(user.id, "points-expiring");
    expect(told).toEqual([
      {
        title: expect.stringMatching(/12,500 points expire on 2099-07-01/),
        dedupeKey: `expiry:${a.id}:2099-07-01:30`,
      },
    ]);
    await scanExpiringPoints(new Date("2099-06-24T01:00:00Z")); // 7 days ahead in Tokyo
    await scanExpiringPoints(new Date("2099-06-25T01:00:00Z"));
    told = await notices(user.id, "points-expiring");
    expect(told.map((n) => n.dedupeKey)).toEqual([
      `expiry:${a.id}:2099-07-01:30`,
      `expiry:${a.id}:2099-07-01:7`,
    ]);
  });

  it("a balance that changed between two checks is told once", async () => {
    const user = await createTestUser();
    const a = await account(user.id, 10_000, null);
    const now = Date.now();
    await db.loyaltyBalanceSnapshot.createMany({
      data: [
        { accountId: a.id, checkedAt: new Date(now - 3_600_000), balance: 10_000 },
        { accountId: a.id, checkedAt: new Date(now - 60_000), balance: 12_345 },
      ],
    });
    await scanBalanceChanges();
    await scanBalanceChanges();
    const told = await notices(user.id, "balance-changed");
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toMatch(/\+2,345 points/);
  });

  it("elite status: the first look is the baseline; a gain and a loss are told once each", async () => {
    const user = await createTestUser();
    const a = await account(user.id, 1_000, null);
    const check = (level: number | null, at: string) =>
      db.loyaltyAccount.update({
        where: { id: a.id },
        data: { eliteLevel: level, lastCheckDate: new Date(at) },
      });
    await check(1, "2099-01-01T00:00:00Z");
    await scanEliteStatus();
    expect(await notices(user.id, "elite-status")).toEqual([]); // a status already held is not news
    await check(2, "2099-02-01T00:00:00Z");
    await scanEliteStatus();
    await scanEliteStatus();
    await check(null, "2099-03-01T00:00:00Z");
    await scanEliteStatus();
    expect((await notices(user.id, "elite-status")).map((n) => n.title)).toEqual([
      expect.stringMatching(/elite status gained$/),
      expect.stringMatching(/elite status lost$/),
    ]);
  });
});
