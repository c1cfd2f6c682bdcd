// Before any scenario: the measurement must be able to fail. A batch never delivered must count as
// lost in every service, and a flight result with one route row copied must count as duplicated.
import type pg from "pg";
import { measure } from "./measure";
import { ALL_SERVICES, batchFor, flightBatch } from "./results";
import { Sender } from "./send";
import type { Stack } from "./stack";

export async function selfCheck(stack: Stack, db: pg.Pool): Promise<void> {
  for (const service of ALL_SERVICES) {
    const f = await measure(db, await batchFor(db, service, 3));
    if (f.stored !== 0 || f.lost !== 3)
      throw new Error(
        `self-check: ${service} results never delivered counted as stored (${JSON.stringify(f)})`,
      );
  }
  // flightBatch's first body is the simulator's first search: a success with routes.
  const batch = await flightBatch(db, 1);
  const sender = new Sender(stack.appUrl, 0.05);
  await sender.burst(
    [
      [
        {
          service: "flights",
          path: "flights",
          credentials: "flights",
          body: JSON.stringify(batch.bodies[0]!.json),
        },
      ],
    ],
    1,
  );
  await sender.settle(30_000);
  sender.close();
  const deadline = Date.now() + 30_000;
  while ((await measure(db, batch)).stored !== 1) {
    if (Date.now() > deadline) throw new Error("self-check: one flight result was not stored within 30 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  await db.query(
    `UPDATE "AwardResult" d SET items = (d.items::jsonb || jsonb_build_array(d.items::jsonb -> 0))::json, count = d.count + 1
     FROM "AwardRequest" ar JOIN "ServiceRequest" sr ON sr.id = ar."serviceRequestId"
     WHERE ar.id = d."awardRequestId" AND d.kind = 'routes' AND sr."requestId" = $1`,
    [batch.expected[0]!.requestId],
  );
  const f = await measure(db, batch);
  if (f.duplicates !== 1)
    throw new Error(`self-check: a route stored twice was not counted as a duplicate (${JSON.stringify(f)})`);
}
