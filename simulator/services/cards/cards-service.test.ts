// Route-level tests of the card service with a minimal fake harness.
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { Harness, SimResponse, SimService } from "../../harness/types";
import type { CardListing } from "./get-card-listing";
import { createCardsService, publishNewCardVersion } from "./cards-service";
import { resetCardVersion } from "./card-version";

const NOW = new Date("2026-05-10T12:00:00Z"); // Q2 2026

function fakeHarness(now = NOW, forced: string[] = []): Harness {
  return {
    config: {
      port: 0,
      host: "127.0.0.1",
      timeScale: 1,
      callbackDomains: [],
      services: { cards: { apiAuth: "u:p", callbackUser: "", callbackPassword: "" } },
    },
    enqueue: () => undefined,
    deliverCallback: () => undefined,
    scaled: (ms) => ms,
    takeForcedScenario: () => forced.shift(),
    now: () => now,
  };
}

async function call(
  service: SimService,
  method: string,
  path: string,
  query = "",
  headers: IncomingHttpHeaders = {},
): Promise<SimResponse> {
  const route = service.routes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return route.handle({
    params: {},
    query: new URLSearchParams(query),
    body: undefined,
    rawBody: "",
    headers,
    harness: fakeHarness(),
  });
}

async function getListing(
  service: SimService,
  query = "",
): Promise<{ res: SimResponse; listing: CardListing; text: string }> {
  const res = await call(service, "GET", "/v1/cards", query);
  expect(res.status).toBe(200);
  expect(typeof res.body).toBe("string");
  const text = res.body as string;
  return { res, listing: JSON.parse(text) as CardListing, text };
}

afterEach(() => {
  resetCardVersion();
  delete process.env.SIM_CARDS_VERSION;
});

describe("cards service", () => {
  it("mounts at /cards with the configured X-Authentication value", () => {
    const service = createCardsService(fakeHarness());
    expect(service.prefix).toBe("/cards");
    expect(service.auth).toEqual({ header: "X-Authentication", value: "u:p" });
  });

  it("lists 60+ cards from nine banks with the required fields", async () => {
    const { listing } = await getListing(createCardsService(fakeHarness()));
    expect(listing.cards.length).toBeGreaterThanOrEqual(60);
    expect(new Set(listing.cards.map((c) => c.issuingBank)).size).toBe(9);
    expect(new Set(listing.cards.map((c) => c.cardId)).size).toBe(listing.cards.length);
    expect(listing.cards.some((c) => c.cardType === "business")).toBe(true);
    expect(listing.cards.some((c) => c.isDiscontinued)).toBe(true);
    expect(listing.cards.some((c) => c.isCashback)).toBe(true);
    const categoryIds = new Set(listing.cards.flatMap((c) => c.earningCategories.map((e) => e.categoryId)));
    expect(categoryIds.size).toBeGreaterThanOrEqual(10);
    for (const card of listing.cards) {
      const ids = card.earningCategories.map((e) => e.categoryId);
      expect(new Set(ids).size, `card ${card.cardId}`).toBe(ids.length);
    }
  });

  it("sends non-ASCII characters as Unicode escapes", async () => {
    const { text, listing } = await getListing(createCardsService(fakeHarness()));
    expect(/[^\x00-\x7f]/.test(text)).toBe(false);
    expect(text).toContain("\\u00ae");
    expect(listing.cards.some((c) => c.cardName.includes("®"))).toBe(true);
    expect(listing.cards.some((c) => c.cardName.includes("℠"))).toBe(true);
    expect(listing.meta.license).toContain("©");
  });

  it("uses the payload hash as a quoted ETag and answers 304 on a match", async () => {
    const service = createCardsService(fakeHarness());
    const { res, listing } = await getListing(service);
    expect(listing.meta.data_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.headers?.ETag).toBe(`"${listing.meta.data_hash}"`);
    const again = await getListing(service);
    expect(again.listing.meta.data_hash).toBe(listing.meta.data_hash);

    const hit = await call(service, "GET", "/v1/cards", "", {
      "if-none-match": `"${listing.meta.data_hash}"`,
    });
    expect(hit.status).toBe(304);
    expect(hit.body).toBeUndefined();
    expect(hit.headers?.ETag).toBe(res.headers?.ETag);
    const weak = await call(service, "GET", "/v1/cards", "", {
      "if-none-match": `"old", W/"${listing.meta.data_hash}"`,
    });
    expect(weak.status).toBe(304);
    const miss = await call(service, "GET", "/v1/cards", "", { "if-none-match": '"something-else"' });
    expect(miss.status).toBe(200);
  });

  it("hashes the data, not generated_at", async () => {
    const { listing } = await getListing(createCardsService(fakeHarness()));
    const { cards, meta } = listing;
    const expected = createHash("sha256")
      .update(
        JSON.stringify({ cards, version: meta.version, license: meta.license }).replace(
          /[\u007f-\uffff]/g,
          (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
        ),
      )
      .digest("hex");
    expect(meta.data_hash).toBe(expected);
  });

  it("hides expired seasonal bonuses unless showExpiredBonuses=true", async () => {
    const service = createCardsService(fakeHarness());
    const today = NOW.toISOString().slice(0, 10);
    const dated = (l: CardListing) =>
      l.cards
        .flatMap((c) => [...c.earningCategories, ...(c.earningMerchants ?? [])])
        .filter((e) => e.endDate);
    const current = dated((await getListing(service)).listing);
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((e) => (e.endDate ?? "") >= today)).toBe(true);
    expect(current.some((e) => (e.startDate ?? "") > today)).toBe(true); // next quarter is announced

    const all = await getListing(service, "showExpiredBonuses=true");
    expect(dated(all.listing).some((e) => (e.endDate ?? "") < today)).toBe(true);
    expect(all.listing.meta.data_hash).not.toBe((await getListing(service)).listing.meta.data_hash);
  });

  it("includes hostile markup in some descriptions for the client's sanitizer", async () => {
    const { listing } = await getListing(createCardsService(fakeHarness()));
    const descriptions = listing.cards
      .flatMap((c) => c.earningCategories.map((e) => e.description ?? ""))
      .join("\n");
    expect(descriptions).toContain("<script>");
    expect(descriptions).toContain("onerror=");
    expect(descriptions).toContain("javascript:");
    expect(descriptions).toContain("<b>");
  });

  it("publishing a new version changes the hash and renames a merchant with a stable id", async () => {
    const service = createCardsService(fakeHarness());
    const v1 = (await getListing(service)).listing;
    expect(publishNewCardVersion(NOW)).toBe(2);
    const v2 = (await getListing(service)).listing;
    expect(v2.meta.data_hash).not.toBe(v1.meta.data_hash);
    expect(v2.meta.version).toBe("2026.q2.2");
    const name = (l: CardListing) =>
      l.cards
        .flatMap((c) => c.earningMerchants ?? [])
        .flatMap((m) => m.merchantNames)
        .find((m) => m.merchantId === 1002)?.merchantName;
    expect(name(v1)).toBe("FlixNow");
    expect(name(v2)).toBe("FlixNow Premium");

    const viaRoute = await call(service, "POST", "/v1/_sim/publish");
    expect(viaRoute.status).toBe(200);
    expect(JSON.parse(viaRoute.body as string)).toMatchObject({ version: 3 });
    expect((await getListing(service)).listing.meta.version).toBe("2026.q2.3");

    service.reset?.();
    expect((await getListing(service)).listing.meta.data_hash).toBe(v1.meta.data_hash);
  });

  it("SIM_CARDS_VERSION selects the same data as an in-memory publication", async () => {
    const service = createCardsService(fakeHarness());
    publishNewCardVersion(NOW);
    const published = (await getListing(service)).listing.meta.data_hash;
    resetCardVersion();
    process.env.SIM_CARDS_VERSION = "2";
    expect((await getListing(service)).listing.meta.data_hash).toBe(published);
  });

  it("is deterministic for a quarter and changes when the quarter turns", async () => {
    const a = (await getListing(createCardsService(fakeHarness(new Date("2026-05-01T00:00:00Z"))))).listing;
    const b = (await getListing(createCardsService(fakeHarness(new Date("2026-06-29T23:00:00Z"))))).listing;
    expect(a.meta.data_hash).toBe(b.meta.data_hash);
    const c = (await getListing(createCardsService(fakeHarness(new Date("2026-07-01T00:00:00Z"))))).listing;
    expect(c.meta.data_hash).not.toBe(a.meta.data_hash);
  });

  it("answers forced outcomes once each, then the listing again", async () => {
    const service = createCardsService(fakeHarness(NOW, ["unavailable", "server-error", "malformed"]));
    expect(service.scenarioOutcomes).toEqual(["unavailable", "server-error", "malformed", "xss-corpus"]);
    expect((await call(service, "GET", "/v1/cards")).status).toBe(503);
    expect((await call(service, "GET", "/v1/cards")).status).toBe(500);
    const bad = await call(service, "GET", "/v1/cards");
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ cards: [{ isCashback: "yes" }] });
    const { listing } = await getListing(service);
    expect(listing.cards.length).toBeGreaterThanOrEqual(60);
  });
});
