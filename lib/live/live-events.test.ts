// Integration (real PostgreSQL): the change signal from a stored delivery to the owner's event
// stream — only the owner hears it — and the resync a stream gets when its server may have missed
// notifications (the page then refetches). The streams are the ones GET /api/events returns.
import { z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { storeDelivery } from "@/lib/callbacks/process-delivery";
import { changes, closeEventStreams, eventStream, isReady } from "@/lib/test/event-stream";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

afterEach(closeEventStreams);

async function seedRequest(userId: string, kind = "flight-search") {
  const id = uniqueId("sr");
  const parentId = uniqueId("search");
  await db.serviceRequest.create({ data: { id, service: "flights", requestId: id, userId, kind, parentId } });
  return { id, parentId };
}

/** A handler that stores nothing of its own: what is under test is storeItems' final statement. */
function handler(): CallbackHandler<{ requestId: string }> {
  return {
    kind: "requested",
    name: "flights",
    credentials: "flights",
    schema: z.object({ requestId: z.string() }),
    items: (b) => [{ requestId: b.requestId, state: 1, message: "ok", body: b }],
    store: async () => {},
  };
}

describe("live events", () => {
  it("a stored delivery reaches only its owner's stream, ids only", async () => {
    const [alice, bob] = [await createTestUser(), await createTestUser()];
    const a = eventStream(alice.id);
    const b = eventStream(bob.id);
    await expect.poll(() => isReady(a.events) && isReady(b.events)).toBe(true);

    const req = await seedRequest(alice.id);
    await storeDelivery(handler(), { requestId: req.id });
    await expect.poll(() => changes(a.events)).toEqual([{ k: "flight-program", id: req.parentId }]);

    // A request of another kind names its own object (an account check: the account).
    const req2 = await seedRequest(alice.id, "loyalty-check");
    await storeDelivery(handler(), { requestId: req2.id });
    await expect
      .poll(() => changes(a.events))
      .toEqual([
        { k: "flight-program", id: req.parentId },
        { k: "account", id: req2.parentId },
      ]);

    // Bob's stream is alive (it hears Bob's own change) and never heard Alice's.
    const bobs = await seedRequest(bob.id);
    await storeDelivery(handler(), { requestId: bobs.id });
    await expect.poll(() => changes(b.events)).toEqual([{ k: "flight-program", id: bobs.parentId }]);
    expect(a.events.find((e) => e.data.includes(bobs.parentId))).toBeUndefined();
    // Events carry ids, never the user id or data.
    for (const e of [...a.events, ...b.events]) expect(e.data).not.toContain(alice.id);
  });

  it("a rolled-back write tells nobody", async () => {
    const alice = await createTestUser();
    const a = eventStream(alice.id);
    await expect.poll(() => isReady(a.events)).toBe(true);
    const req = await seedRequest(alice.id);
    const failing = {
      ...handler(),
      store: async () => {
        throw new Error("boom");
      },
    };
    await expect(storeDelivery(failing, { requestId: req.id })).rejects.toThrow("boom");
    // A later, committed change arrives; notifications come in commit order, so the first one
    // heard would be the rolled-back one had it been sent.
    const later = await seedRequest(alice.id);
    await storeDelivery(handler(), { requestId: later.id });
    await expect.poll(() => changes(a.events).length).toBeGreaterThan(0);
    expect(changes(a.events)).toEqual([{ k: "flight-program", id: later.parentId }]);
  });

  it("a stream that missed events while away is told to refetch when it comes back", async () => {
    const [alice, bob] = [await createTestUser(), await createTestUser()];
    const first = eventStream(alice.id);
    const b = eventStream(bob.id);
    await expect.poll(() => isReady(first.events) && isReady(b.events)).toBe(true);
    first.abort.abort();
    const req = await seedRequest(alice.id);
    await storeDelivery(handler(), { requestId: req.id }); // nobody listening for Alice: missed
    // Notifications arrive in commit order: once Bob hears his later one, Alice's has gone by.
    const bobs = await seedRequest(bob.id);
    await storeDelivery(handler(), { requestId: bobs.id });
    await expect.poll(() => changes(b.events).length).toBe(1);
    const again = eventStream(alice.id);
    // `ready` on every (re)connection is the page's cue to refetch what it shows.
    await expect.poll(() => again.events.map((e) => e.event)).toContain("ready");
    expect(changes(again.events)).toEqual([]);

    // The server's own listener losing its connection: every open stream is told to resync.
    await db.$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'milepost-live' AND pid <> pg_backend_pid()`;
    await expect.poll(() => again.events.map((e) => e.event), { timeout: 10_000 }).toContain("resync");
    // …and after it, changes flow again.
    await storeDelivery(handler(), { requestId: req.id });
    await expect
      .poll(() => changes(again.events), { timeout: 10_000 })
      .toEqual([{ k: "flight-program", id: req.parentId }]);
  });
});
