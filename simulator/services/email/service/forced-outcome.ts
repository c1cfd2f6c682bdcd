// Outcomes tests can force through POST /_control/scenario {service: "email" | "email-eu", outcome}.
// One forced outcome applies to one whole submission (every email in it).
import { endReview, inReview } from "../decide-outcome";
import type { ParsedEmail, ParseResultFields, ReviewEnd } from "../parse-result";
import { REVIEW_TIMEOUT_MS } from "../sender-rules";

export const FORCED_REVIEW_MS = 3_600_000; // spec 3: a review takes no less than an hour

export const FORCED_OUTCOMES = [
  "invalid",
  "restricted",
  "review-success",
  "review-invalid",
  "review-restricted",
  "review-skipped",
  "review-timeout",
  "slow",
  "http-500",
  "http-503",
] as const;

export function applyForced(parsed: ParsedEmail, forced: string | undefined): ParsedEmail {
  if (!forced || forced === "slow" || forced.startsWith("http-")) return parsed;
  // What the automated parser read, before any review hid it.
  const read: ParseResultFields =
    parsed.outcome === "review" && parsed.review ? { ...parsed.review.final, status: parsed.status } : parsed;
  const plain = withoutOutcome(read);
  if (forced === "invalid")
    return {
      ...endReview(plain, "invalid"),
      rejectMethod: "auto",
      parsingMethod: "auto",
      outcome: "invalid",
    };
  if (forced === "restricted")
    return { ...endReview(plain, "restricted"), parsingMethod: "auto", outcome: "restricted" };
  const endsWith = forced.slice("review-".length) as ReviewEnd;
  return {
    ...inReview(plain),
    outcome: "review",
    review: {
      endsWith,
      afterMs: endsWith === "timeout" ? REVIEW_TIMEOUT_MS : FORCED_REVIEW_MS,
      final: endReview(plain, endsWith),
    },
  };
}

export function withoutOutcome(
  p: ParseResultFields & { outcome?: unknown; review?: unknown },
): ParseResultFields {
  const { outcome: _o, review: _r, ...fields } = p;
  return fields;
}
