// Integration (real PostgreSQL): the Inbox list — newest first, a page at a time with the total, only
// the owner's emails, and JSON columns read through their schemas (an old shape is caught, not trusted).
import { describe, expect, it } from "vitest";
import { getEmail, listEmails } from "@/lib/inbox/list-emails";
import { StoredDataError } from "@/lib/validation/read-stored";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

async function seedEmails(userId: string, n: number) {
  const now = Date.now();
  for (let i = 1; i <= n; i++) {
    await db.emailMessage.create({
      data: {
        userId,
        origin: "paste",
        region: "us",
        subject: `Booking ${i}`,
        sizeBytes: 100,
        status: "sent",
        createdAt: new Date(now - i * 60_000),
      },
    });
  }
}

describe("listEmails", () => {
  it("returns the newest `limit` emails and the user's total; another user's are neither listed nor counted", async () => {
    const [me, other] = [await createTestUser(), await createTestUser()];
    await seedEmails(me.id, 7);
    await seedEmails(other.id, 3);
    const page = await listEmails(me.id, 5);
    expect(page.total).toBe(7);
    expect(page.emails.map((e) => e.subject)).toEqual([
      "Booking 1",
      "Booking 2",
      "Booking 3",
      "Booking 4",
      "Booking 5",
    ]);
    expect((await listEmails(me.id, 50)).emails).toHaveLength(7);
  });

  it("reads a parse's JSON columns through their schemas: a stored shape that no longer matches is named, not passed on", async () => {
    const user = await createTestUser();
    const email = await db.emailMessage.create({
      data: {
        userId: user.id,
        origin: "paste",
        region: "us",
        subject: "Old row",
        sizeBytes: 100,
        status: "sent",
      },
    });
    const parse = await db.emailParse.create({
      data: {
        emailId: email.id,
        userId: user.id,
        requestId: uniqueId("req"),
        status: "success",
        counts: { flight: 2 },
        flightDataMethodsUsed: [{ name: "schema.org", count: 2 }],
      },
    });
    const [view] = (await listEmails(user.id)).emails;
    expect(view!.parses[0]).toMatchObject({
      counts: { flight: 2 },
      flightDataMethodsUsed: [{ name: "schema.org", count: 2 }],
      statement: null,
      pricingInfo: null,
    });

    await db.emailParse.update({ where: { id: parse.id }, data: { counts: "two flights" } });
    const error = await listEmails(user.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoredDataError);
    expect((error as StoredDataError).where).toBe(`EmailParse.counts of ${parse.id}`);
  });

  it("names a statement's program and its balance unit as the loyalty catalog does, and keeps the code where the catalog has none", async () => {
    const user = await createTestUser();
    const code = uniqueId("Prog");
    // Kind 1: an airline, whose balance is in miles.
    await db.providerCatalog.create({
      data: {
        service: "loyalty",
        code: code.toLowerCase(),
        name: "Sky Club Rewards",
        data: { kind: 1 },
        fetchedAt: new Date(),
      },
    });
    const email = await db.emailMessage.create({
      data: {
        userId: user.id,
        origin: "paste",
        region: "us",
        subject: "Your statement",
        sizeBytes: 100,
        status: "sent",
      },
    });
    const statement = (providerCode: string) => ({
      providerCode,
      balance: 84210,
      balanceDate: "2026-11-22",
      expirationDate: null,
      login: null,
      loginMasked: false,
      number: null,
      isMember: false,
      accountId: null,
      balanceUpdated: false,
      historyAdded: 0,
    });
    for (const providerCode of [code, "nocatalog"])
      await db.emailParse.create({
        data: {
          emailId: email.id,
          userId: user.id,
          requestId: uniqueId("req"),
          status: "success",
          statement: statement(providerCode),
        },
      });
    const names = (view: Awaited<ReturnType<typeof getEmail>>) =>
      view!.parses
        .map((p) => [p.statement?.providerCode, p.statement?.programName, p.statement?.unit])
        .sort();
    const expected = [
      ["nocatalog", null, "points"],
      [code, "Sky Club Rewards", "miles"],
    ].sort();
    expect(names(await getEmail(user.id, email.id))).toEqual(expected);
    expect(names((await listEmails(user.id)).emails[0]!)).toEqual(expected);
  });
});
