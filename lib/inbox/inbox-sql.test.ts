// Integration (real PostgreSQL): the Inbox list's statements read one owner's emails through their
// indexes, never the whole table — for a user of 2,000 emails among 18,000 of 6 other users — and
// so do the loads of the shown emails' parses and itineraries. Seeded, ANALYZEd and EXPLAINed
// inside one transaction that is rolled back, so nothing stays behind. Also: pages never overlap.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { raw } from "@/lib/sql/template";
import { emailCountSql, emailPageSql } from "./inbox-sql";
import { INBOX_PAGE_SIZE } from "./limits";
import { listEmails } from "./list-emails";

class Rollback extends Error {
  constructor(readonly plans: Record<string, string>) {
    super("rolled back on purpose");
  }
}
type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** `n` emails spread over `owners`, each with one parse, every tenth with an itinerary. */
async function seedEmails(tx: Tx, owners: string[], n: number, prefix: string) {
  await tx.$executeRaw`
    INSERT INTO "EmailMessage" (id, "userId", origin, region, subject, "sizeBytes", status, "createdAt", "updatedAt")
    SELECT ${prefix} || g, (${owners}::text[])[1 + g % ${owners.length}::int], 'paste', 'us', 'Booking ' || g, 100, 'sent', now() - g * interval '1 minute', now()
    FROM generate_series(1, ${n}::int) g`;
  await tx.$executeRaw`
    INSERT INTO "EmailParse" (id, "emailId", "userId", "requestId", status, "createdAt", "updatedAt")
    SELECT ${prefix} || 'p' || g, ${prefix} || g, (${owners}::text[])[1 + g % ${owners.length}::int], ${prefix} || 'r' || g, 'success', now(), now()
    FROM generate_series(1, ${n}::int) g`;
  await tx.$executeRaw`
    INSERT INTO "Itinerary" (id, "userId", "emailId", source, "sourceKey", type, title, data, "updatedAt")
    SELECT ${prefix} || 'i' || g, (${owners}::text[])[1 + g % ${owners.length}::int], ${prefix} || g, 'email', ${prefix} || 'k' || g, 'flight', 'Flight ' || g, '{}'::jsonb, now()
    FROM generate_series(10, ${n}::int, 10) g`;
}

describe("inbox list statements", () => {
  it("use the owner's indexes for a user of 2,000 emails, for the page, the count and the shown emails' parses and itineraries", async () => {
    const user = await createTestUser();
    const others = await Promise.all(Array.from({ length: 6 }, async () => (await createTestUser()).id));
    const plans = await db
      .$transaction(
        async (tx) => {
          await seedEmails(tx, others, 18_000, uniqueId("o"));
          await seedEmails(tx, [user.id], 2_000, uniqueId("m"));
          for (const table of ["EmailMessage", "EmailParse", "Itinerary"])
            await tx.$executeRaw(raw(`ANALYZE "${table}"`));
          const ids = (await tx.$queryRaw<{ id: string }[]>(emailPageSql(user.id, INBOX_PAGE_SIZE))).map(
            (r) => r.id,
          );
          expect(ids).toHaveLength(INBOX_PAGE_SIZE);
          // What Prisma sends for the shown emails' relations (list-emails.ts emailSelect): by email id.
          const statements: [string, Prisma.Sql][] = [
            ["page", emailPageSql(user.id, INBOX_PAGE_SIZE)],
            ["page 20", emailPageSql(user.id, 20 * INBOX_PAGE_SIZE)],
            ["count", emailCountSql(user.id)],
            [
              "emails",
              Prisma.sql`SELECT * FROM "EmailMessage" WHERE "userId" = ${user.id} AND id IN (${Prisma.join(ids)})`,
            ],
            [
              "parses",
              Prisma.sql`SELECT * FROM "EmailParse" WHERE "emailId" IN (${Prisma.join(ids)}) ORDER BY "createdAt"`,
            ],
            [
              "itineraries",
              Prisma.sql`SELECT * FROM "Itinerary" WHERE "emailId" IN (${Prisma.join(ids)}) ORDER BY "startAt"`,
            ],
          ];
          const out: Record<string, string> = {};
          for (const [name, sql] of statements) {
            const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
            out[name] = rows.map((r) => r["QUERY PLAN"]).join("\n");
          }
          throw new Rollback(out);
        },
        { timeout: 120_000 },
      )
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.plans;
        throw e;
      });
    expect(Object.keys(plans)).toHaveLength(6);
    for (const [name, plan] of Object.entries(plans)) {
      expect({ name, plan }).not.toEqual({
        name,
        plan: expect.stringMatching(/Seq Scan on "(EmailMessage|EmailParse|Itinerary)"/),
      });
    }
    // The page is read newest first from the owner's (userId, createdAt) index, not sorted out of all 2,000.
    expect(plans.page).toContain("EmailMessage_userId_createdAt_idx");
  });

  it("pages newest first without overlap, the total counting only the owner's emails", async () => {
    const [me, other] = [await createTestUser(), await createTestUser()];
    const at = new Date();
    // Same instant for all: only the id tells them apart, and a page must still be the first rows of the next.
    for (let i = 0; i < 7; i++)
      await db.emailMessage.create({
        data: {
          userId: me.id,
          origin: "paste",
          region: "us",
          subject: `Same ${i}`,
          sizeBytes: 1,
          status: "sent",
          createdAt: at,
        },
      });
    await db.emailMessage.create({
      data: {
        userId: other.id,
        origin: "paste",
        region: "us",
        subject: "Not mine",
        sizeBytes: 1,
        status: "sent",
      },
    });
    const three = await listEmails(me.id, 3);
    const seven = await listEmails(me.id, 7);
    expect(three.total).toBe(7);
    expect(seven.emails.slice(0, 3).map((e) => e.id)).toEqual(three.emails.map((e) => e.id));
    expect(new Set(seven.emails.map((e) => e.id)).size).toBe(7);
    expect(seven.emails.map((e) => e.subject)).not.toContain("Not mine");
  });
});
