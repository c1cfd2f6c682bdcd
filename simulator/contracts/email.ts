// Spec 3 (email parsing service and mailbox scanner) as the simulator sends it, written from the
// spec text (docs/services/email.md), not from the app's zod schemas: the contract test
// (simulator/contracts/app-schemas.test.ts) checks the two against each other. The itinerary
// shapes are in ./itinerary-shapes.ts; where spec 3 says "not shown", the simulator's choice
// (docs/services/email.md, "Mailbox scanner") is written here.
import type { Itinerary, PricingInfo } from "./itinerary-shapes";

export type MailAddress = { name?: string; email: string };

/** Email Metadata (also the shape of nestedEmailMetadata). `from` is Req in the table, but a
 *  header-less email has none. */
export interface EmailMetadata {
  from?: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  subject?: string;
  receivedDateTime?: string;
  /** True when the email arrived as an attachment of the submitted one. */
  nested?: boolean;
  userEmail?: string;
  /** Set when the email was read from a connected mailbox. */
  mailboxId?: number;
}

/** Loyalty Information (statement emails), all Opt. Property `kind` is a string of the codes. */
export interface LoyaltyInformation {
  providerCode?: string;
  balance?: number;
  balanceDate?: string;
  expirationDate?: string;
  login?: string;
  login2?: string;
  /** Says whether `login` is masked (sample `center`). */
  loginMask?: string;
  number?: string;
  /** Sample `left`. */
  numberMask?: string;
  isMember?: boolean;
  properties?: Array<{ code: string; name: string; kind: string; value: string }>;
  /** Field codes PostingDate, Description, Miles, Info (the sample also uses Amount); the value's
   *  type is not given, and the simulator sends amounts as numbers. */
  history?: Array<{ fields: Array<{ code: string; name: string; value: string | number }> }>;
}

export type ParseStatus = "queued" | "success" | "invalid" | "review" | "restricted" | "skipped" | "timeout";

/** Parse result (GET getResults and callback body) without `requestId` and `userData`, which
 *  belong to one submission. */
export interface ParseResultFields {
  apiVersion: 2;
  status: ParseStatus;
  statusMessage?: string;
  rejectMethod?: "auto" | "manual" | "incomplete";
  /** Present with `incomplete`. */
  missingFields?: string[];
  providerCode?: string;
  fromProvider?: boolean;
  loyaltyAccount?: LoyaltyInformation;
  itineraries?: Itinerary[];
  /** Headers, whole email or nothing (`returnEmail`), base64. */
  email?: string;
  metadata: EmailMetadata;
  nestedEmailMetadata?: EmailMetadata;
  pricingInfo?: PricingInfo;
  parsingMethod: "auto" | "ai" | "manual";
  flightDataMethodsUsed?: Array<{ name: string; count: number }>;
}

// Mailbox scanner. "Not shown" in spec 3, chosen as the real scanner's client code has them:
export type MailboxState = "connecting" | "scanning" | "listening" | "finished" | "error";
export type MailboxErrorCode = "authentication" | "connection" | "unknown";
export type MailboxType = "imap" | "google" | "microsoft" | "yahoo" | "aol";

/** Mailbox (connect response): `id` an integer, as in the sample. It echoes `callbackUrl`,
 *  `returnEmail` and the state-change callback (`onProgress`, our name) when supplied. */
export interface Mailbox {
  id: number;
  type: MailboxType;
  state: MailboxState;
  errorCode?: MailboxErrorCode;
  errorMessage?: string;
  /** UTC. */
  creationDate: string;
  startFrom?: string;
  listen?: boolean;
  userData?: string;
  tags?: string[];
  /** The mailbox address. */
  login: string;
  callbackUrl?: string;
  returnEmail?: string;
  onProgress?: { callbackUrl: string };
}

/** One state-change event; each POST to `onProgress.callbackUrl` carries an array of them. */
export interface MailboxProgressEvent {
  mailboxId: number;
  state: MailboxState;
  errorCode?: MailboxErrorCode;
  errorMessage?: string;
  userData?: string;
  tags?: string[];
  emailsRead?: number;
  date: string;
}
