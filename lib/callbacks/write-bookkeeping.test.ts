// Integration (real PostgreSQL): a batch's bookkeeping — request rows, delivery log, inbox marks —
// is written through the lib/sql/ writers and still as ONE statement (one round trip per batch,
// issue 17), with what each request row should hold: a final answer completed, a pending one not.
import { describe, expect, it } from "vitest";
import { writeBookkeeping } from "@/lib/callbacks/write-bookkeeping";
import { sqlTransaction, type SqlTx } from "@/lib/sql/transaction";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

describe("writeBookkeeping", () => {
  it("writes the request rows and the delivery log in one statement", async () => {
    const user = await createTestUser();
    const [done, pending] = [uniqueId("sr"), uniqueId("sr")];
    for (const id of [done, pending])
      await db.serviceRequest.create({
        data: {
          id,
          service: "flights",
          requestId: id,
          userId: user.id,
          kind: "flight-search",
          parentId: "s",
        },
      });
    const hash = uniqueId("hash");
    let statements = 0;
    await sqlTransaction(async (tx) => {
      const counted: SqlTx = {
        $queryRaw: (...args) => (statements++, tx.$queryRaw(...args)),
        $executeRaw: (...args) => (statements++, tx.$executeRaw(...args)),
      };
      await writeBookkeeping(counted, {
        updates: [
          { id: done, state: 1, stateText: null, message: "ok", payload: { routes: 2 } },
          { id: pending, state: 0, stateText: "queued", message: null, payload: null },
        ],
        log: [done, pending].map((requestId) => ({
          service: "flights",
          requestId,
          outcome: "stored" as const,
          bodyHash: hash,
        })),
        inboxIds: [],
        redactIds: [],
      });
    });
    expect(statements).toBe(1);
    const rows = await db.serviceRequest.findMany({
      where: { id: { in: [done, pending] } },
      select: { id: true, state: true, stateText: true, message: true, payload: true, completedAt: true },
    });
    expect(rows.find((r) => r.id === done)).toMatchObject({
      state: 1,
      stateText: null,
      message: "ok",
      payload: { routes: 2 },
      completedAt: expect.any(Date),
    });
    expect(rows.find((r) => r.id === pending)).toMatchObject({
      state: 0,
      stateText: "queued",
      message: null,
      payload: null,
      completedAt: null,
    });
    expect(await db.callbackDelivery.count({ where: { bodyHash: hash, outcome: "stored" } })).toBe(2);
  });
});
