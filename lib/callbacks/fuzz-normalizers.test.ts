// Fuzzing the store path (issue 18): every callback normalizer gets mutated bodies that still pass
// its schema — the bodies the receiver answers 200 to — for requests that really exist the way the
// app records them (a flight or hotel search with its award request, a linked loyalty account, an
// uploaded email, a connected mailbox), on the real PostgreSQL. The promise for each: the delivery
// is normalized (stored, stale or unknown), or refused with a typed error that rolls everything
// back — never an untyped crash — and a refusal changes no row outside the callback inbox and its log.
// Runs: a few hundred cases in `npm test`; FUZZ_RUNS=5000 for the long mode (`npm run fuzz`).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { acceptDelivery } from "@/lib/callbacks/accept-delivery";
import { CALLBACK_HANDLERS } from "@/lib/callbacks/handlers";
import { processDelivery } from "@/lib/callbacks/process-delivery";
import { type CallbackHandler, requestIdsOf } from "@/lib/callbacks/types";
import { fuzzRuns } from "@/lib/env";
import { mutations, paths, withValue } from "@/lib/test/mutate-json";
import { emailBodies, flightBodies, hotelBodies, loyaltyBodies } from "@/lib/test/simulator-bodies";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { raw } from "@/lib/sql/template";

const RUNS = fuzzRuns(40); // per service
type Body = Record<string, unknown>;
let userId: string;
const mailbox = { serviceMailboxId: String(Math.floor(Math.random() * 1e9)), ownerTag: uniqueId("tag") };

/** Request rows recorded exactly as the app records them, so the normalizer reaches its domain tables. */
const CONTEXT: Record<string, (requestId: string) => Promise<void>> = {
  async flights(requestId) {
    const search = await db.awardSearch.create({
      data: { userId, service: "flights", params: {}, summary: "fuzz" },
    });
    const sr = await db.serviceRequest.create({
      data: {
        service: "flights",
        requestId,
        phase: "sent",
        userId,
        kind: "flight-search",
        parentId: search.id,
      },
    });
    await db.awardRequest.create({
      data: {
        searchId: search.id,
        providerCode: "united",
        serviceRequestId: sr.id,
        parts: { singleDate: { state: 0, message: "" }, calendar: { state: 0, message: "" } },
      },
    });
  },
  async hotels(requestId) {
    const search = await db.awardSearch.create({
      data: { userId, service: "hotels", params: {}, summary: "fuzz" },
    });
    const sr = await db.serviceRequest.create({
      data: {
        service: "hotels",
        requestId,
        phase: "sent",
        userId,
        kind: "hotel-search",
        parentId: search.id,
      },
    });
    await db.awardRequest.create({
      data: {
        searchId: search.id,
        providerCode: "hyatt",
        serviceRequestId: sr.id,
        parts: { main: { state: 0, message: "" } },
      },
    });
  },
  async loyalty(requestId) {
    const account = await db.loyaltyAccount.create({
      data: { userId, providerCode: "united", login: uniqueId("member"), passwordSealed: "x" },
    });
    await db.serviceRequest.create({
      data: {
        service: "loyalty",
        requestId,
        phase: "sent",
        userId,
        kind: "loyalty-check",
        parentId: account.id,
      },
    });
  },
  async email(requestId) {
    const email = await db.emailMessage.create({
      data: { userId, origin: "upload", region: "us", sizeBytes: 100, status: "sent", subject: "Trip" },
    });
    await db.serviceRequest.create({
      data: { service: "email", requestId, phase: "sent", userId, kind: "email-parse", parentId: email.id },
    });
    await db.emailParse.create({ data: { requestId, emailId: email.id, userId } });
  },
  // Mailbox results are admitted by the handler itself (userData + metadata.mailboxId).
  async mailboxes() {},
};

/** Fresh request ids on a body (each result of a loyalty package too), so every case starts clean. */
function withFreshIds(name: string, body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const b = { ...(body as Body) };
  if (name === "loyalty" && Array.isArray(b.response))
    b.response = b.response.map((r) =>
      r && typeof r === "object" && !Array.isArray(r) ? { ...r, requestId: uniqueId("fz") } : r,
    );
  else if ("requestId" in b) b.requestId = uniqueId("fz");
  if (name === "mailboxes") {
    b.userData = mailbox.ownerTag;
    const meta =
      b.metadata && typeof b.metadata === "object" && !Array.isArray(b.metadata) ? (b.metadata as Body) : {};
    b.metadata = { ...meta, mailboxId: Number(mailbox.serviceMailboxId) };
  }
  return b;
}

let tablesSql: string | undefined;
/** Row count of every table but the callback inbox and its log (from the catalog: new tables count too). */
async function rowCounts(): Promise<Record<string, number>> {
  if (!tablesSql) {
    const tables = await db.$queryRaw<{ t: string }[]>(
      raw(
        `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('CallbackDelivery', 'CallbackInbox', '_prisma_migrations')`,
      ),
    );
    tablesSql = `SELECT json_build_object(${tables.map(({ t }) => `'${t}', (SELECT count(*) FROM "${t}")`).join(", ")}) AS c`;
  }
  const [row] = await db.$queryRaw<{ c: Record<string, number> }[]>(raw(tablesSql));
  return row!.c;
}

/** A typed refusal: the schema's own error (the zod parse that builds the normalized value), nothing else. */
const isTypedRefusal = (error: unknown) => error instanceof ZodError;

const figures: Record<string, { normalized: number; refused: number; outcomes: Record<string, number> }> = {};

async function normalizeOnce(handler: CallbackHandler<unknown>, body: unknown) {
  const f = (figures[handler.name] ??= { normalized: 0, refused: 0, outcomes: {} });
  const raw = JSON.stringify(body);
  const ids = requestIdsOf(handler, handler.schema.parse(body));
  for (const id of new Set(ids)) await CONTEXT[handler.name]!(id);
  if (handler.kind === "unrequested") await handler.admit(body);
  const { inboxId } = await acceptDelivery(handler.name, ids, raw);
  if (!inboxId) return; // nothing we sent (e.g. a mutated mailbox tag): acknowledged, not stored
  const before = await rowCounts();
  try {
    const outcomes = await processDelivery(handler, inboxId, body);
    expect(outcomes, "the inbox row was fresh").not.toBeNull();
    for (const o of outcomes!) f.outcomes[o] = (f.outcomes[o] ?? 0) + 1;
    const row = await db.callbackInbox.findUniqueOrThrow({
      where: { id: BigInt(inboxId) },
      select: { processedAt: true },
    });
    expect(row.processedAt).not.toBeNull();
    f.normalized++;
  } catch (error) {
    expect(
      isTypedRefusal(error),
      `the normalizer crashed on a body its schema accepts: ${(error as Error).stack?.slice(0, 600)}\n${raw.slice(0, 600)}`,
    ).toBe(true);
    let after = await rowCounts();
    // Other test files share this database: a real change repeats on a second attempt, theirs does not.
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      const again = await rowCounts();
      await processDelivery(handler, inboxId, body).catch(() => {});
      after = await rowCounts();
      expect(after, `a refusal changed the database: ${raw.slice(0, 300)}`).toEqual(again);
    }
    f.refused++;
  }
}

const seeds: Record<string, unknown[]> = {};
beforeAll(async () => {
  userId = (await createTestUser()).id;
  await db.mailbox.create({
    data: {
      userId,
      ...mailbox,
      login: "fuzz@demo.milepost.test",
      type: "imap",
      region: "us",
      state: "listening",
    },
  });
  const [flights, hotels, loyalty, email] = await Promise.all([
    flightBodies(),
    hotelBodies(),
    loyaltyBodies(),
    emailBodies(),
  ]);
  Object.assign(seeds, { flights, hotels, loyalty, email, mailboxes: email });
}, 120_000);

/** Edge values a provider might send where the seed had something reasonable. */
const edgeValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "2026-02-30",
    "2026-13-01T25:61:00",
    "9999-12-31T23:59:59Z",
    "0000-01-01",
    "24:00",
    "\u202e",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "<script>x</script>",
  ),
  fc.constantFrom(0, -0, -1, 1e-9, 2 ** 31, 2 ** 53, -(2 ** 53), 1e300, Number.MAX_VALUE),
  fc.string({ maxLength: 300 }),
);

const handlers = Object.values(CALLBACK_HANDLERS) as CallbackHandler<unknown>[];

describe.each(handlers.map((h) => [h.name, h] as const))("%s normalizer under fuzzing", (name, handler) => {
  it("a schema-valid mutated body is normalized or refused with a typed error that changes nothing", async () => {
    expect(
      seeds[name],
      `no simulator bodies for ${name}: add them to lib/test/simulator-bodies.ts`,
    ).toBeDefined();
    // Every systematic mutation of every seed that still passes the schema (the receiver's 200s).
    const valid = seeds[name]!.flatMap((seed) => [
      seed,
      ...[...mutations(seed, 40)].map((m) => m.value),
    ]).filter((b) => handler.schema.safeParse(b).success);
    expect(valid.length).toBeGreaterThan(seeds[name]!.length);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: valid.length - 1 }),
        fc.array(fc.tuple(fc.nat(), edgeValue), { maxLength: 3 }),
        async (i, edits) => {
          let body = valid[i];
          // Random deep edits on top of the systematic one, each kept only while the schema still accepts.
          for (const [at, value] of edits) {
            const all = paths(body).filter((p) => p.length > 0 && p[0] !== "requestId");
            if (!all.length) break;
            const next = withValue(body, all[at % all.length]!, value);
            if (handler.schema.safeParse(next).success) body = next;
          }
          await normalizeOnce(handler, withFreshIds(name, body));
        },
      ),
      { numRuns: RUNS },
    );
    expect(figures[name]?.normalized ?? 0).toBeGreaterThan(0);
  }, 600_000);
});

it("prints its figures", () => {
  console.log(`[fuzz] normalizers (${RUNS} runs each): ${JSON.stringify(figures)}`);
});
