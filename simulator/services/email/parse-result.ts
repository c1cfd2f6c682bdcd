// The spec 3 parse result as the simulator builds it (without requestId and
// userData, which belong to a submission), and what parseRawEmail returns per email.
// The spec's parts are the simulator's email contract (simulator/contracts/email.ts).
import type { ParseResultFields } from "../../contracts/email";

export type { EmailMetadata, MailAddress, ParseResultFields } from "../../contracts/email";

/** What the automated parser decides right away (spec 3 "States and transitions", from queued). */
export type ParseOutcome = "success" | "invalid" | "review" | "restricted";
/** How a manual review ends. */
export type ReviewEnd = "success" | "invalid" | "restricted" | "skipped" | "timeout";

export interface ParsedEmail extends ParseResultFields {
  outcome: ParseOutcome;
  /** Only with outcome `review`: how and when (real-world ms after submission, unscaled) it ends. */
  review?: { endsWith: ReviewEnd; afterMs: number; final: ParseResultFields };
}

export type ReturnEmail = "headers" | "all" | "none";
