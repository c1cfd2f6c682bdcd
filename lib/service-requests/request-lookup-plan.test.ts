// Integration (real PostgreSQL): every callback finds its request rows by (service, requestId).
// PostgreSQL must take the unique key for it even while its statistics have not seen a service's
// rows yet (a new service, a burst of sends since the last ANALYZE). With another index that starts
// with `service`, it estimated one row and read every row of the service per lookup instead
// (migration 20261127000100_request_ids_by_their_key; issue 17).
import { describe, expect, it } from "vitest";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { raw } from "@/lib/sql/template";

/** Thrown to end the transaction (nothing of it is kept) with what it found. */
class Rollback extends Error {
  constructor(readonly plan: string) {
    super("rolled back on purpose");
  }
}

describe("request id lookups", () => {
  it("use the (service, requestId) key when the statistics do not know the service's rows", async () => {
    const user = await createTestUser();
    const service = uniqueId("svc");
    const plan = await db
      .$transaction(
        async (tx) => {
          // Statistics that know another service's rows only, then this service's rows (all rolled back
          // with the transaction).
          const add = (svc: string, count: number) => tx.$executeRaw`
        INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "updatedAt")
        SELECT ${svc} || '-' || g, ${svc}, 'r' || g, 'sent', ${user.id}, 'loyalty-check', now() FROM generate_series(1, ${count}::int) g`;
          await add(`${service}-before`, 5_000);
          await tx.$executeRaw(raw(`ANALYZE "ServiceRequest"`));
          await add(service, 20_000);
          const ids = Array.from({ length: 20 }, (_, k) => `r${1000 + k}`);
          // The shape of the receiver's and the normalization's lookups (accept-delivery.ts, process-delivery.ts).
          const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>`
        EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT "requestId" FROM "ServiceRequest" WHERE service = ${service} AND "requestId" = ANY(${ids}::text[])`;
          throw new Rollback(rows.map((r) => r["QUERY PLAN"]).join("\n"));
        },
        { timeout: 30_000 },
      )
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.plan;
        throw e;
      });
    expect(plan).toContain("ServiceRequest_service_requestId_key");
    expect(plan).toContain("rows=20");
    expect(plan).not.toMatch(/Rows Removed by Filter/);
  });
});
