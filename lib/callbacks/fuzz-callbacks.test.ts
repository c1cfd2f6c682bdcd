// Fuzzing (issue 18): every callback handler in the registry (a handler added later is covered
// without touching this file) takes arbitrary and mutated bodies through the real receiver against
// the real PostgreSQL. Whatever arrives, the answer is a typed refusal (400 + message) or a 200 whose
// delivery is stored; never a crash or a 5xx; and a refusal changes no row in any table (the delivery
// log, CallbackDelivery, is the one table a refusal is meant to write to).
// Runs: a few hundred cases in `npm test`; FUZZ_RUNS=5000 for the long mode.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { hashText } from "@/lib/callbacks/accept-delivery";
import { CALLBACK_HANDLERS } from "@/lib/callbacks/handlers";
import { type CallbackHandler, requestIdsOf } from "@/lib/callbacks/types";
import { fuzzRuns, serviceConfig } from "@/lib/env";
import { mutations } from "@/lib/test/mutate-json";
import { receiveNow } from "@/lib/test/receive-now";
import { flightBodies, hotelBodies, loyaltyBodies } from "@/lib/test/simulator-bodies";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { raw } from "@/lib/sql/template";

const RUNS = fuzzRuns(40); // per handler and per generator
const handlers = Object.values(CALLBACK_HANDLERS) as CallbackHandler<unknown>[];
const seeds: Record<string, unknown[]> = {};

// A body the email schema accepts (metadata.from is an addressee object, spec 3 Email Metadata): the
// unmutated seeds must reach the stored side of the rule on every run, not by a lucky mutation.
const emailBody = (requestId: string) => ({
  apiVersion: 2,
  requestId,
  status: "success",
  metadata: { from: { email: "x@example.test" } },
  parsingMethod: "auto",
});

beforeAll(async () => {
  const [flights, hotels, loyalty] = await Promise.all([flightBodies(), hotelBodies(), loyaltyBodies()]);
  const known: Record<string, unknown[]> = { flights, hotels, loyalty };
  const user = await createTestUser();
  for (const h of handlers) {
    // A service without simulator bodies here (e.g. one added later) is fuzzed from an email-shaped seed
    // and from arbitrary JSON; add its bodies to lib/test/simulator-bodies.ts for deeper coverage.
    seeds[h.name] = (known[h.name] ?? [emailBody(uniqueId("fuzz")), emailBody(uniqueId("fuzz"))]).slice(0, 8);
    const ids = new Set(
      seeds[h.name]!.flatMap((b) => {
        try {
          return requestIdsOf(h, h.schema.parse(b));
        } catch {
          return [];
        }
      }),
    );
    // The request ids are ours, so accepted bodies really reach the inbox and the normalizer.
    await db.serviceRequest.createMany({
      data: [...ids].map((requestId) => ({ service: h.name, requestId, userId: user.id, kind: "fuzz" })),
      skipDuplicates: true,
    });
  }
}, 120_000);

let tablesSql: string | undefined;
/** Row count of every table but the delivery log (generated from the catalog: new tables count too). */
async function rowCounts(): Promise<Record<string, number>> {
  if (!tablesSql) {
    const tables = await db.$queryRaw<{ t: string }[]>(
      raw(
        `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('CallbackDelivery', '_prisma_migrations')`,
      ),
    );
    tablesSql = `SELECT json_build_object(${tables.map(({ t }) => `'${t}', (SELECT count(*) FROM "${t}")`).join(", ")}) AS c`;
  }
  const [row] = await db.$queryRaw<{ c: Record<string, number> }[]>(raw(tablesSql));
  return row!.c;
}

/** The stored state of every request the seeds name (state and payload), to catch updates too. */
async function requestsFingerprint(service: string): Promise<string> {
  const rows = await db.serviceRequest.findMany({
    where: { service, kind: "fuzz" },
    orderBy: { requestId: "asc" },
    select: { requestId: true, state: true, payload: true, updatedAt: true },
  });
  return hashText(JSON.stringify(rows));
}

function post(handler: CallbackHandler<unknown>, raw: string) {
  const { callbackUser, callbackPassword } = serviceConfig(handler.credentials);
  return new Request(`http://127.0.0.1/api/callbacks/${handler.name}`, {
    method: "POST",
    body: raw,
    headers: {
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`,
    },
  });
}

const figures: Record<string, { refused: number; stored: number }> = {};

async function deliverOnce(handler: CallbackHandler<unknown>, raw: string) {
  const before = { counts: await rowCounts(), requests: await requestsFingerprint(handler.name) };
  const res = await receiveNow(handler, post(handler, raw));
  const answer = (await res.json()) as { error?: string; ok?: boolean; outcomes?: string[] };
  return {
    res,
    answer,
    before,
    after: { counts: await rowCounts(), requests: await requestsFingerprint(handler.name) },
  };
}

/** One delivery: checks the promise and returns nothing (fast-check reports the failing body). */
async function deliver(handler: CallbackHandler<unknown>, raw: string) {
  const f = (figures[handler.name] ??= { refused: 0, stored: 0 });
  let r = await deliverOnce(handler, raw);
  expect([200, 400], `${r.res.status} ${JSON.stringify(r.answer)} for ${raw.slice(0, 300)}`).toContain(
    r.res.status,
  );
  if (r.res.status === 400) {
    expect(r.answer.error).toMatch(/\S/);
    // Other test files share this database and may write at the same moment: a real change
    // repeats on a second delivery of the same body, a neighbour's write does not.
    if (JSON.stringify(r.before) !== JSON.stringify(r.after)) r = await deliverOnce(handler, raw);
    expect(r.after, `a refusal changed the database: ${raw.slice(0, 300)}`).toEqual(r.before);
    f.refused++;
    return;
  }
  expect(r.answer.ok).toBe(true);
  expect(r.answer.outcomes!.length).toBe(requestIdsOf(handler, handler.schema.parse(JSON.parse(raw))).length);
  if (r.answer.outcomes!.includes("accepted")) {
    // Stored: the delivery is in the inbox, and the normalizer has run on it (processed or recorded).
    const row = await db.callbackInbox.findFirst({
      where: { service: handler.name, bodyHash: hashText(raw) },
    });
    expect(row).not.toBeNull();
    expect(row!.processedAt !== null || row!.lastError !== null).toBe(true);
  }
  f.stored++;
}

/** An arbitrary JSON value, with the odd request id and \u0000 strings PostgreSQL cannot store. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      requestId: fc.oneof(fc.string(), fc.constant("\u0000")),
      state: fc.oneof(fc.integer(), fc.string()),
      status: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

describe.each(handlers.map((h) => [h.name, h] as const))("%s callbacks under fuzzing", (name, handler) => {
  it("arbitrary JSON and arbitrary text: a 400 with a message that changes nothing, or a stored 200", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson.map((v) => JSON.stringify(v) ?? "null"),
          fc.string({ maxLength: 200 }),
        ),
        (raw) => deliver(handler, raw),
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it("mutated simulator bodies (every node replaced or removed, then fast-check's own edits)", async () => {
    // The unmutated bodies first: each is a delivery the service really sends, so the stored side of
    // the rule is reached whatever the random draws below (a small seed like email's can otherwise
    // draw only refusals).
    for (const body of seeds[name]!) await deliver(handler, JSON.stringify(body));
    const all = seeds[name]!.flatMap((body) => [...mutations(body, 60)].map((m) => m.value));
    const edit = fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 }), fc.boolean());
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: all.length - 1 }), edit, async (i, [at, value, replace]) => {
        let body = all[i];
        // A second, random edit on top of the systematic one: a random top-level key set to any JSON.
        if (replace && body && typeof body === "object" && !Array.isArray(body)) {
          const keys = Object.keys(body);
          if (keys.length) body = { ...body, [keys[at % keys.length]!]: value };
        }
        await deliver(handler, JSON.stringify(body) ?? "null");
      }),
      { numRuns: RUNS * 3 },
    );
    // The fuzzing reached both sides of the rule.
    expect(figures[name]!.refused).toBeGreaterThan(0);
    expect(figures[name]!.stored).toBeGreaterThan(0);
  }, 600_000);
});

it("prints its figures", () => {
  console.log(`[fuzz] callbacks (${RUNS} runs base): ${JSON.stringify(figures)}`);
  expect(Object.keys(figures).sort()).toEqual(handlers.map((h) => h.name).sort());
});
