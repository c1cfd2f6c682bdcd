// Assembles the C1 response body and its hash. data_hash covers everything a
// client would store (cards, version, license) and deliberately not
// generated_at, so an unchanged data set keeps its ETag across restarts.
import { toAsciiJson } from "./ascii-json";
import type { CardListing as ListingContract } from "../../contracts/cards";
import { buildCardListing, type Card } from "./build-card-listing";
import { cardVersionPublishedAt, currentCardVersion } from "./card-version";
import { sha256Hex } from "./etag";
import { quarterIndexAt, quarterOf } from "./rotating-bonuses";

export const CARD_LICENSE = "Card data \u00a9 Milepost Simulator, licensed for display with attribution";

/** The C1 body (simulator/contracts/cards.ts); the simulator's own cards always list categories. */
export interface CardListing extends ListingContract {
  cards: Card[];
}

/** The listing plus its ASCII-only JSON text (the exact bytes served). */
export function getCardListing(now: Date, showExpired: boolean): { listing: CardListing; json: string } {
  const version = currentCardVersion();
  const quarter = quarterOf(quarterIndexAt(now));
  // "2026.q3.1": the data changes with both the published version and the quarter.
  const versionLabel = `${quarter.start.slice(0, 4)}.q${(quarter.index % 4) + 1}.${version}`;
  const cards = buildCardListing(version, now, showExpired);
  const hash = sha256Hex(toAsciiJson({ cards, version: versionLabel, license: CARD_LICENSE }));
  const generatedAt = cardVersionPublishedAt() ?? new Date(`${quarter.start}T00:00:00Z`);
  const listing: CardListing = {
    cards,
    meta: {
      version: versionLabel,
      generated_at: generatedAt.toISOString(),
      license: CARD_LICENSE,
      data_hash: hash,
    },
  };
  return { listing, json: toAsciiJson(listing) };
}
