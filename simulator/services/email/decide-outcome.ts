// The outcome rules of the simulated service (spec 3 "States and transitions"),
// applied to what the automated parser read from one email. README.md lists the
// triggers. Review hides the parsed data until the review ends.
import type { ParsedEmail, ParseResultFields, ReviewEnd } from "./parse-result";
import { restrictedSender, reviewSender } from "./sender-rules";

type Extracted = ParseResultFields & { found: { reservations: number; missingFields: string[] } };

const MESSAGES = {
  noMarkup: "No reservation or loyalty statement was found in this email",
  incomplete: "A reservation was found but some required fields are missing",
  review: "The email is being checked by our support team",
  skipped: "Our support team could not extract an itinerary from this email",
  notReservation: "Our support team found no reservation in this email",
  timeout: "The email was not reviewed within two weeks and has been deleted",
  restricted: (name: string) => `${name} does not allow its emails to be processed`,
};

export function decideOutcome(extracted: Extracted, senderDomain: string | undefined): ParsedEmail {
  const { found, ...fields } = extracted;
  const restrictedName = restrictedSender(senderDomain);
  if (restrictedName) return { ...restricted(fields, restrictedName), outcome: "restricted" };
  const automatic = automaticResult(fields, found);
  const rule = reviewSender(senderDomain);
  if (!rule) return { ...automatic, outcome: automatic.status === "success" ? "success" : "invalid" };
  const endsWith: ReviewEnd =
    rule.endsWith === "parsed" ? (automatic.status === "success" ? "success" : "invalid") : rule.endsWith;
  return {
    ...inReview(fields),
    outcome: "review",
    review: { endsWith, afterMs: rule.afterMs, final: endReview(automatic, endsWith, rule.agency) },
  };
}

function automaticResult(fields: ParseResultFields, found: Extracted["found"]): ParseResultFields {
  if (fields.itineraries?.length || fields.loyaltyAccount) return { ...fields, status: "success" };
  const empty = stripData(fields);
  if (found.reservations > 0 && found.missingFields.length > 0) {
    return {
      ...empty,
      status: "invalid",
      rejectMethod: "incomplete",
      statusMessage: MESSAGES.incomplete,
      missingFields: found.missingFields,
    };
  }
  return { ...empty, status: "invalid", rejectMethod: "auto", statusMessage: MESSAGES.noMarkup };
}

/** What a review ending in `endsWith` reports, given what the parser read. */
export function endReview(
  parsed: ParseResultFields,
  endsWith: ReviewEnd,
  providerName = "This provider",
): ParseResultFields {
  const base = stripData(parsed);
  switch (endsWith) {
    case "success":
      return {
        ...parsed,
        status: "success",
        parsingMethod: "manual",
        statusMessage: undefined,
        rejectMethod: undefined,
        missingFields: undefined,
      };
    case "invalid":
      return {
        ...base,
        status: "invalid",
        rejectMethod: "manual",
        statusMessage: MESSAGES.notReservation,
        parsingMethod: "manual",
      };
    case "restricted":
      return { ...restricted(parsed, providerName), parsingMethod: "manual" };
    case "skipped":
      return { ...base, status: "skipped", statusMessage: MESSAGES.skipped, parsingMethod: "manual" };
    case "timeout":
      return { ...base, status: "timeout", statusMessage: MESSAGES.timeout };
  }
}

export function inReview(fields: ParseResultFields): ParseResultFields {
  return { ...stripData(fields), status: "review", statusMessage: MESSAGES.review };
}

function restricted(fields: ParseResultFields, name: string): ParseResultFields {
  return { ...stripData(fields), status: "restricted", statusMessage: MESSAGES.restricted(name) };
}

function stripData(fields: ParseResultFields): ParseResultFields {
  const {
    itineraries: _i,
    loyaltyAccount: _l,
    pricingInfo: _p,
    flightDataMethodsUsed: _f,
    missingFields: _m,
    rejectMethod: _r,
    statusMessage: _s,
    ...rest
  } = fields;
  return rest;
}
