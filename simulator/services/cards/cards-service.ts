// Simulated card bonus listing service (spec 1, part C), mounted at /cards.
// The harness checks X-Authentication against config.services.cards.apiAuth.
import type { Harness, SimResponse, SimService } from "../../harness/types";
import { toAsciiJson } from "./ascii-json";
import { publishNewCardVersion, resetCardVersion } from "./card-version";
import { ifNoneMatchHits, quoteEtag } from "./etag";
import { corpusCardListing } from "./corpus-listing";
import { CARD_OUTCOMES, forcedCardResponse, isCardOutcome } from "./forced-outcome";
import { getCardListing } from "./get-card-listing";

export { publishNewCardVersion } from "./card-version";

export function createCardsService(harness: Harness): SimService {
  const auth = harness.config.services.cards?.apiAuth;
  if (!auth) throw new Error("simulator config: services.cards.apiAuth is missing");
  return {
    name: "cards",
    prefix: "/cards",
    auth: { header: "X-Authentication", value: auth },
    // POST /_control/reset returns the listing to SIM_CARDS_VERSION.
    reset: resetCardVersion,
    scenarioOutcomes: CARD_OUTCOMES,
    routes: [
      {
        // GET /v1/cards — the full listing; showExpiredBonuses=true keeps expired seasonal bonuses.
        method: "GET",
        path: "/v1/cards",
        handle: (ctx) => {
          const forced = harness.takeForcedScenario("cards");
          const showExpired = ctx.query.get("showExpiredBonuses")?.toLowerCase() === "true";
          // The XSS corpus (test-only): the listing plus one card carrying payloads (corpus-listing.ts).
          if (forced === "xss-corpus" && harness.config.textCorpus) {
            const corpus = corpusCardListing(harness.now(), showExpired);
            return {
              status: 200,
              body: corpus.json,
              headers: {
                ETag: quoteEtag(corpus.hash),
                "Cache-Control": "no-cache",
                "Content-Type": "application/json; charset=utf-8",
              },
            };
          }
          if (isCardOutcome(forced) && forced !== "xss-corpus")
            return forcedCardResponse(forced, harness.now());
          const { listing, json } = getCardListing(harness.now(), showExpired);
          const etag = quoteEtag(listing.meta.data_hash);
          const headers = { ETag: etag, "Cache-Control": "no-cache" };
          if (ifNoneMatchHits(ctx.headers["if-none-match"], listing.meta.data_hash)) {
            return { status: 304, headers } satisfies SimResponse;
          }
          // A string body is sent as-is, keeping the \uXXXX escapes the spec asks for.
          return {
            status: 200,
            body: json,
            headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
          };
        },
      },
      {
        // POST /v1/_sim/publish — SIMULATOR ONLY (not in the spec): publish a new data version.
        method: "POST",
        path: "/v1/_sim/publish",
        handle: () => {
          const version = publishNewCardVersion(harness.now());
          const { listing } = getCardListing(harness.now(), false);
          const body = toAsciiJson({ version, meta: listing.meta });
          return { status: 200, body, headers: { "Content-Type": "application/json; charset=utf-8" } };
        },
      },
    ],
  };
}
