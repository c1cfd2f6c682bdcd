// Forced outcomes for GET /v1/cards, queued by tests through POST /_control/scenario
// {service: "cards", outcome, count?}. They let a client's "service down" and "malformed data"
// paths be exercised end to end (issue 5: the last good listing keeps serving).
import type { SimResponse } from "../../harness/types";

export const CARD_OUTCOMES = ["unavailable", "server-error", "malformed", "xss-corpus"] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

export const isCardOutcome = (s: string | undefined): s is CardOutcome =>
  (CARD_OUTCOMES as readonly string[]).includes(s ?? "");

/** The response for a forced outcome: 503, 500, or a 200 whose cards break C1 (isCashback as a string). */
export function forcedCardResponse(outcome: Exclude<CardOutcome, "xss-corpus">, now: Date): SimResponse {
  if (outcome === "unavailable")
    return { status: 503, body: { error: "Service Unavailable (forced by scenario)" } };
  if (outcome === "server-error")
    return { status: 500, body: { error: "Internal Server Error (forced by scenario)" } };
  const hash = `malformed-${now.getTime()}`;
  return {
    status: 200,
    headers: { ETag: `"${hash}"` },
    body: {
      cards: [
        {
          cardId: 1,
          issuingBank: "Broken Bank",
          cardName: "Broken",
          cardType: "personal",
          isCashback: "yes",
          isDiscontinued: false,
        },
      ],
      meta: { version: "broken", generated_at: now.toISOString(), license: "n/a", data_hash: hash },
    },
  };
}
