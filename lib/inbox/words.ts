// Statuses, rejections and missing fields of spec 3 in words for the Inbox page. Pure.
import { EmailMessageStatus } from "./email-message-status";
import { RequestPhase } from "@/lib/service-requests/request-phase";

export type Tone = "info" | "good" | "warn" | "bad";

export const REGION_WORDS = { us: "United States", eu: "European Union" } as const;

const REJECT: Record<string, string> = {
  auto: "The parser found no reservation in it.",
  manual: "A person at the email service checked it and found no reservation.",
  incomplete: "It may hold a reservation, but required details are missing.",
};
export const rejectMethodWords = (m: string | null) =>
  m ? (REJECT[m] ?? `Rejected (${m}).`) : "No reservation was found in it.";

const FIELDS: Record<string, string> = {
  checkindate: "check-in date",
  checkoutdate: "check-out date",
  hotelname: "hotel name",
  localdatetime: "date and time",
  departure: "departure",
  arrival: "arrival",
  airportcode: "airport",
  flightnumber: "flight number",
  marketingcarrier: "airline",
  airline: "airline",
  confirmationnumbers: "confirmation number",
  reservationnumber: "confirmation number",
  reservationid: "confirmation number",
  address: "address",
  pickup: "pick-up",
  dropoff: "drop-off",
  segments: "trip segments",
  name: "name",
  underName: "traveler's name",
  travelers: "travelers",
};

/** "segments[0].departure.localDateTime" → "departure date and time (segment 1)". */
export function missingFieldWords(field: string): string {
  const segment = /segments?\[(\d+)\]/i.exec(field);
  const parts = field
    .replace(/\[(\d+)\]/g, "")
    .split(/[.\s/]+/)
    .filter((p) => (p && !/^segments?$/i.test(p)) || (p && !segment));
  const words = parts.map(
    (p) =>
      FIELDS[p.toLowerCase()] ??
      p
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .replace(/_/g, " ")
        .toLowerCase(),
  );
  const text = [...new Set(words)].join(" ");
  return segment ? `${text} (segment ${Number(segment[1]) + 1})` : text;
}

export interface ParseLike {
  status: string;
}

/** One email's state for the list: sending, waiting, being reviewed, done, failed. */
export function emailStateWords(
  // sendPhase: the tracker's phase of a submitted email's send (list-emails.ts), null once accepted.
  email: { status: string; error: string | null; sendPhase?: string | null },
  parses: ParseLike[],
): { label: string; tone: Tone; done: number; total: number } {
  // Forwarded by someone the user has not approved (issue 34 item 2): done, nothing pending.
  if (email.status === EmailMessageStatus.Held)
    return { label: "From a sender you have not approved", tone: "warn", done: 1, total: 1 };
  if (email.status === EmailMessageStatus.Submitted && email.sendPhase !== RequestPhase.SendRetry)
    return { label: "Sending to the email service…", tone: "info", done: 0, total: 1 };
  if (email.status === EmailMessageStatus.Submitted)
    return {
      label: "Waiting to be sent (the email service is not answering)",
      tone: "warn",
      done: 0,
      total: 1,
    };
  if (email.status === EmailMessageStatus.Rejected)
    return { label: "Not parsed", tone: "bad", done: 1, total: 1 };
  const total = Math.max(1, parses.length);
  const done = parses.filter((p) => p.status !== "queued" && p.status !== "review").length;
  if (parses.some((p) => p.status === "review"))
    return { label: "Being checked by a person at the email service", tone: "info", done, total };
  if (done < total) return { label: "Parsing…", tone: "info", done, total };
  if (parses.some((p) => p.status === "success")) return { label: "Parsed", tone: "good", done, total };
  return { label: "Nothing found", tone: "warn", done, total };
}

export function parseStatusWords(status: string): { label: string; tone: Tone } {
  switch (status) {
    case "queued":
      return { label: "Queued at the email service", tone: "info" };
    case "review":
      return { label: "In manual review", tone: "info" };
    case "success":
      return { label: "Parsed", tone: "good" };
    case "invalid":
      return { label: "No reservation found", tone: "warn" };
    case "restricted":
      return { label: "Sender not supported", tone: "warn" };
    case "skipped":
      return { label: "Skipped by the reviewers", tone: "warn" };
    case "timeout":
      return { label: "Review timed out", tone: "warn" };
    case "expired":
      return { label: "No longer at the email service", tone: "warn" };
    default:
      return { label: status, tone: "warn" };
  }
}

/** The sentence under a final status that is not a success. */
export function outcomeExplanation(status: string): string | null {
  switch (status) {
    case "review":
      return "A person at the email service is checking this email. That can take hours or days; this page updates by itself when they finish.";
    case "restricted":
      return "The email service does not process emails from this sender.";
    case "skipped":
      return "The reviewers could not read a reservation from it. Add the trip by hand if it is one.";
    case "timeout":
      return "It stayed in review for two weeks without a result, and the email service has deleted it.";
    case "expired":
      return "The email service keeps emails two weeks; this one is gone there. What was found is kept here.";
    default:
      return null;
  }
}

export const ORIGIN_WORDS: Record<string, string> = {
  upload: "Uploaded",
  paste: "Pasted",
  forward: "Forwarded",
  demo: "Sample",
  mailbox: "From a mailbox",
};
