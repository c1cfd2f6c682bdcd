// Integration (real PostgreSQL): Team balances computed by the database — one page of rows in the
// chosen order, counts, filters, totals per program and the CSV — with what access level 0 hides
// hidden from the order and the totals too.
import pg from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { balancesCsv } from "./balances-csv";
import type { BalancesView } from "./balances-view";
import { balancesViewSchema } from "./balances-view-schema";
import { listBalancePeople, listBalances } from "./list-balances";

const view = (v: Partial<BalancesView> = {}) => balancesViewSchema.parse(v);
let userId = "";
const personIds: Record<string, string> = {};

beforeAll(async () => {
  userId = (await createTestUser()).id;
  const connectionId = (
    await db.businessConnection.create({
      data: { userId, apiKeySealed: "not-a-key", apiKeyLast4: "-key" },
      select: { id: true },
    })
  ).id;
  // Ada (level 3) and Bo (level 0) share 120 and 3 accounts; Cy was removed with 2.
  const people = [
    ["Ada Lindqvist", 3, 120],
    ["Bo Okafor", 0, 3],
    ["Cy Removed", 3, 2],
  ] as const;
  let remote = 0;
  for (const [i, [fullName, level, count]] of people.entries()) {
    const person = await db.businessPerson.create({
      data: {
        userId,
        connectionId,
        kind: "member",
        remoteId: i + 1,
        fullName,
        level,
        removedAt: fullName.startsWith("Cy") ? new Date() : null,
      },
      select: { id: true },
    });
    personIds[fullName] = person.id;
    await db.businessAccount.createMany({
      data: Array.from({ length: count }, (_, k) => ({
        userId,
        connectionId,
        personId: person.id,
        remoteId: ++remote,
        code: k % 2 ? "delta" : "marriott",
        displayName: k % 2 ? "Delta SkyMiles" : "Marriott Bonvoy",
        kind: k % 2 ? "Airlines" : "Hotels",
        balanceText: (1000 * (k + 1)).toLocaleString("en-US"),
        balanceRaw: 1000 * (k + 1) + (level === 0 ? 1_000_000 : 0),
        errorCode: 1,
        properties: k === 5 ? [{ name: "Status", value: "Gold", rank: 7, kind: 3 }] : [],
      })),
    });
  }
});

describe("team balances from the database", () => {
  it("draws 100 rows of 123 and counts them all, removed people left out", async () => {
    const page = await listBalances(userId, view());
    expect(page.rows).toHaveLength(100);
    expect(page.total).toBe(123);
    expect(page.matched).toBe(123);
    expect(page.rows[0]!.person).toBe("Ada Lindqvist");
    expect((await listBalancePeople(userId)).map((p) => p.name)).toEqual(["Ada Lindqvist", "Bo Okafor"]);
    expect(page.kinds).toEqual(["Airlines", "Hotels"]);
    expect((await listBalances(userId, view({ page: 2 }))).rows).toHaveLength(123);
  });

  it("filters by person and kind, and counts the matches", async () => {
    const bo = await listBalances(userId, view({ person: personIds["Bo Okafor"] }));
    expect([bo.matched, bo.total, bo.rows.length, bo.person?.name]).toEqual([3, 123, 3, "Bo Okafor"]);
    const hotels = await listBalances(userId, view({ kind: "Hotels" }));
    expect(hotels.matched).toBe(62);
    expect(hotels.rows.every((r) => r.kind === "Hotels")).toBe(true);
  });

  it("sorts by balance without revealing level 0's larger hidden balances", async () => {
    const rows = (await listBalances(userId, view({ sort: "balance", dir: "desc", page: 2 }))).rows;
    expect(rows[0]!.balance).toBe("120,000");
    expect(rows.slice(-3).every((r) => r.balanceHidden)).toBe(true); // hidden counts as no balance (-1)
    const byElite = (await listBalances(userId, view({ sort: "elite", dir: "desc" }))).rows;
    expect(byElite[0]!.elite).toEqual({ name: "Gold", rank: 7 });
  });

  it("totals each program over every matching row, never over hidden balances", async () => {
    const { totals } = await listBalances(userId, view());
    const delta = totals.find((t) => t.program === "Delta SkyMiles")!;
    // Ada's 60 Delta accounts hold 2,000 + 4,000 + … + 120,000; Bo's one is hidden (level 0).
    expect(delta).toEqual({
      program: "Delta SkyMiles",
      unit: "miles",
      total: 3_660_000,
      counted: 60,
      hidden: 1,
    });
    expect(totals.map((t) => t.program)).toEqual(["Delta SkyMiles", "Marriott Bonvoy"]);
  });

  it("writes every matching row to the CSV in the view's order, not only one page", async () => {
    let csv = "";
    for await (const piece of balancesCsv(userId, view({ sort: "balance", dir: "asc" }))) csv += piece;
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + 123);
    expect(lines[0]).toBe(
      "Person,Program,Kind,Balance,Change,Expiration,Elite status,Elite rank,Last update,Status,Message",
    );
    expect(lines[1]).toMatch(/^Bo Okafor,.*,not shared \(access level 0\),/);
    expect(lines.at(-1)).toMatch(/^Ada Lindqvist,Delta SkyMiles,Airlines,120000,/);
  });

  it("sees no other user's rows", async () => {
    const other = (await createTestUser(`${uniqueId("other")}@example.test`)).id;
    const page = await listBalances(other, view());
    expect([
      page.total,
      page.rows.length,
      (await listBalancePeople(other)).length,
      page.totals.length,
    ]).toEqual([0, 0, 0, 0]);
    expect((await listBalances(other, view({ person: personIds["Bo Okafor"] }))).person).toBeNull();
  });

  it("keeps a view's order and totals while the data is unchanged, and sees a write at once", async () => {
    const spy = vi.spyOn(pg.Client.prototype, "query");
    const sent = () =>
      spy.mock.calls.map(([q]) => (typeof q === "string" ? q : (q as { text: string }).text));
    try {
      const v = view({ sort: "balance", dir: "desc" });
      await listBalances(userId, v);
      spy.mockClear();
      const again = await listBalances(userId, v);
      // The version, then the 100 rows drawn (and their people): no sort, count or sum of every account.
      expect(
        sent().some((q) => /count\(\*\)|sum\(|ORDER BY/.test(q) && /"BusinessAccount" a JOIN/.test(q)),
      ).toBe(false);
      const delta = () => again.totals.find((t) => t.program === "Delta SkyMiles")!.total;
      expect(delta()).toBe(3_660_000);

      // A sync's write (any process) bumps the version in its statement: the next view recomputes.
      const top = again.rows[0]!;
      await db.businessAccount.update({ where: { id: top.id }, data: { balanceRaw: 1, balanceText: "1" } });
      const after = await listBalances(userId, v);
      expect(after.rows[0]!.id).not.toBe(top.id);
      expect(after.totals.find((t) => t.program === top.program)!.total).toBe(
        again.totals.find((t) => t.program === top.program)!.total - 120_000 + 1,
      );
      await db.businessAccount.update({
        where: { id: top.id },
        data: { balanceRaw: 120_000, balanceText: "120,000" },
      });
      expect((await listBalances(userId, v)).rows[0]!.id).toBe(top.id);
    } finally {
      spy.mockRestore();
    }
  });

  it("bumps the business's data version once per statement that writes its people or accounts", async () => {
    const version = async () =>
      (await db.businessConnection.findUniqueOrThrow({ where: { userId }, select: { dataVersion: true } }))
        .dataVersion;
    const v0 = await version();
    await db.businessAccount.updateMany({ where: { userId }, data: { lastDetectedChange: "+1" } });
    expect(await version()).toBe(v0 + 1n);
    await db.businessPerson.updateMany({ where: { userId, fullName: "Bo Okafor" }, data: { level: 0 } });
    expect(await version()).toBe(v0 + 2n);
    const counted = (await listBalances(userId, view())).total;
    await db.businessAccount.deleteMany({
      where: { userId, personId: personIds["Bo Okafor"], remoteId: 121 },
    });
    expect(await version()).toBe(v0 + 3n);
    expect((await listBalances(userId, view())).total).toBe(counted - 1);
  });
});
