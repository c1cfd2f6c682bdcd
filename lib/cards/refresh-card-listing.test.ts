// Integration: the ETag refresh against the real simulator (started in-process on a free port)
// and the real PostgreSQL from scripts/test.ts. lib/env caches on first use, so CARDS_API_URL is
// set before any app module is imported.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningSimulator } from "@/simulator/server";

let sim: RunningSimulator;
let refresh: typeof import("@/lib/cards/refresh-card-listing").refreshCardListing;
let getCached: typeof import("@/lib/cards/get-cached-card-listing").getCachedCardListing;
let db: typeof import("@/lib/db").db;

const simPost = (path: string) =>
  fetch(`${sim.url}${path}`, { method: "POST", headers: { "X-Authentication": "milepost:cards-local-key" } });
const head = () => db.cardListing.findUniqueOrThrow({ where: { variant: "current" } });
const cardRows = () => db.cachedCard.findMany({ where: { variant: "current" }, orderBy: { cardId: "asc" } });

beforeAll(async () => {
  const { startSimulator } = await import("@/simulator/server");
  sim = await startSimulator({ port: 0, host: "127.0.0.1" }, { log: () => {} });
  vi.stubEnv("CARDS_API_URL", `${sim.url}/cards`);
  ({ refreshCardListing: refresh } = await import("@/lib/cards/refresh-card-listing"));
  ({ getCachedCardListing: getCached } = await import("@/lib/cards/get-cached-card-listing"));
  ({ db } = await import("@/lib/db"));
  await db.cachedCard.deleteMany();
  await db.cardListing.deleteMany();
  await simPost("/_control/reset");
});

afterAll(async () => {
  await sim?.close();
  vi.unstubAllEnvs();
});

describe("card listing refresh", () => {
  it("fills an empty cache from a 200, decoding Unicode escapes", async () => {
    expect(await refresh("current")).toMatchObject({ outcome: "replaced" });
    const listing = await getCached("current");
    expect(listing?.cards.length).toBeGreaterThanOrEqual(60);
    expect(listing?.cards.some((c) => c.cardName.includes("®"))).toBe(true);
    expect(listing?.license).toMatch(/attribution/);
    const h = await head();
    expect(h.etag).toBe(`"${h.dataHash}"`);
  });

  it("changes no card data on a 304", async () => {
    const before = { head: await head(), cards: await cardRows() };
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await refresh("current")).toEqual({ variant: "current", outcome: "not-modified" });
    const sent = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers as HeadersInit);
    expect(sent.get("if-none-match")).toBe(before.head.etag);
    fetchSpy.mockRestore();
    const after = await head();
    expect([after.dataHash, after.fetchedAt, after.version]).toEqual([
      before.head.dataHash,
      before.head.fetchedAt,
      before.head.version,
    ]);
    expect(await cardRows()).toEqual(before.cards);
  });

  it("changes no card data when a 200 carries the same data_hash", async () => {
    await db.cardListing.update({ where: { variant: "current" }, data: { etag: '"something-else"' } });
    const before = { head: await head(), cards: await cardRows() };
    expect(await refresh("current")).toMatchObject({ outcome: "unchanged" });
    const after = await head();
    expect([after.dataHash, after.fetchedAt, after.etag]).toEqual([
      before.head.dataHash,
      before.head.fetchedAt,
      before.head.etag,
    ]);
    expect(await cardRows()).toEqual(before.cards);
  });

  it("replaces the listing when the service publishes a new version", async () => {
    const before = await head();
    expect((await simPost("/cards/v1/_sim/publish")).status).toBe(200);
    expect(await refresh("current")).toMatchObject({ outcome: "replaced" });
    const after = await head();
    expect(after.dataHash).not.toBe(before.dataHash);
    expect(after.version).not.toBe(before.version);
    const names = (await getCached("current"))?.cards.flatMap((c) =>
      (c.earningMerchants ?? []).flatMap((m) => (m.merchantNames ?? []).map((n) => n.merchantName)),
    );
    expect(names).toContain("FlixNow Premium");
  });

  it("keeps a separate listing with expired bonuses", async () => {
    expect(await refresh("with-expired")).toMatchObject({ outcome: "replaced" });
    const [cur, all] = await Promise.all([getCached("current"), getCached("with-expired")]);
    const count = (l: typeof cur) =>
      l?.cards.reduce((n, c) => n + (c.earningCategories?.length ?? 0), 0) ?? 0;
    expect(count(all)).toBeGreaterThan(count(cur));
  });

  it("rejects malformed data as a whole and keeps the previous listing", async () => {
    const before = { head: await head(), cards: await cardRows() };
    const bad = {
      cards: [
        {
          cardId: 1,
          issuingBank: "X",
          cardName: "Y",
          cardType: "personal",
          isCashback: "yes",
          isDiscontinued: false,
        },
      ],
      meta: { version: "9", generated_at: "x", license: "l", data_hash: "new" },
    };
    const spy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(bad, { headers: { etag: '"new"' } }));
    // The warning goes through the logger (lib/log/logger.ts), which writes to stdout.
    const warn = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const result = await refresh("current");
    spy.mockRestore();
    expect(result).toMatchObject({
      outcome: "rejected",
      reason: expect.stringContaining("cards.0.isCashback"),
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("malformed listing rejected"));
    warn.mockRestore();
    const after = await head();
    expect(after.dataHash).toBe(before.head.dataHash);
    expect(after.lastError).toMatch(/malformed/);
    expect(await cardRows()).toEqual(before.cards);
  });

  it("keeps serving the last good listing when the service is down", async () => {
    await sim.close();
    const warn = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(await refresh("current")).toMatchObject({ outcome: "unavailable" });
    warn.mockRestore();
    const listing = await getCached("current");
    expect(listing?.cards.length).toBeGreaterThanOrEqual(60);
    expect(listing?.lastError).toMatch(/unavailable/);
    expect(listing?.lastErrorAt).toBeInstanceOf(Date);
  });
});
