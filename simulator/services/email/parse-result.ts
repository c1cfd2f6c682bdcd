// The spec 3 parse result as the simulator builds it (without requestId and
// userData, which belong to a submission), and what parseRawEmail returns per email.
import type { Itinerary } from "../../contracts/itinerary-shapes";
import type { LoyaltyAccount } from "./itinerary/map-membership";
import type { PricingInfo } from "./itinerary/reservation-common";

export type MailAddress = { name?: string; email: string };

export interface EmailMetadata {
  from?: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  subject?: string;
  receivedDateTime?: string;
  nested?: boolean;
  userEmail?: string;
  /** Set when the email was read from a connected mailbox. */
  mailboxId?: number;
}

export type ParseStatus = "queued" | "success" | "invalid" | "review" | "restricted" | "skipped" | "timeout";

export interface ParseResultFields {
  apiVersion: 2;
  status: ParseStatus;
  statusMessage?: string;
  rejectMethod?: "auto" | "manual" | "incomplete";
  missingFields?: string[];
  providerCode?: string;
  fromProvider?: boolean;
  loyaltyAccount?: LoyaltyAccount;
  itineraries?: Itinerary[];
  email?: string;
  metadata: EmailMetadata;
  nestedEmailMetadata?: EmailMetadata;
  pricingInfo?: PricingInfo;
  parsingMethod: "auto" | "ai" | "manual";
  flightDataMethodsUsed?: Array<{ name: string; count: number }>;
}

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
