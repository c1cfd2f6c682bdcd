// The card listing with one extra card whose every text field carries an XSS payload (issue 18,
// harness/text-corpus.ts). The listing is one catalogue shared by every user, so the corpus adds a
// card instead of rewriting the real ones: the other specs keep their cards. Served only when the
// simulator runs with SIM_TEXT_CORPUS=on and a test queued the "xss-corpus" outcome
// (POST /_control/scenario {"service":"cards","outcome":"xss-corpus","count":2}).
import { applyCorpus } from "../../harness/text-corpus";
import { toAsciiJson } from "./ascii-json";
import type { Card } from "./build-card-listing";
import { sha256Hex } from "./etag";
import { getCardListing } from "./get-card-listing";

export const CORPUS_CARD_ID = 990001;

export function corpusCardListing(now: Date, showExpired: boolean): { json: string; hash: string } {
  const { listing } = getCardListing(now, showExpired);
  const model =
    listing.cards.find((c) => !c.isDiscontinued && (c.earningMerchants?.length ?? 0) > 0) ??
    listing.cards[0]!;
  const card = applyCorpus({
    ...structuredClone(model),
    cardId: CORPUS_CARD_ID,
    cardName: "Corpus Card",
    issuingBank: "Corpus Bank",
  }) as Card;
  const cards = [...listing.cards, card];
  const hash = sha256Hex(
    toAsciiJson({ cards, version: listing.meta.version, license: listing.meta.license }),
  );
  return { json: toAsciiJson({ cards, meta: { ...listing.meta, data_hash: hash } }), hash };
}
