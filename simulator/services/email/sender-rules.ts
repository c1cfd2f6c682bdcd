// Senders the simulated service treats specially (documented in README.md):
// providers that do not allow their emails to be processed (→ restricted), and
// travel agencies whose emails always go to a person (→ review, ending later).
import type { ReviewEnd } from "./parse-result";

const HOUR = 3_600_000;
export const REVIEW_TIMEOUT_MS = 14 * 24 * HOUR; // spec 3: two weeks in review → timeout

export const RESTRICTED_SENDERS: Record<string, string> = {
  "southwest.com": "Southwest Airlines",
  "ryanair.com": "Ryanair",
};

export interface ReviewRule {
  agency: string;
  /** `parsed` = success when the reviewer finds a reservation, else invalid (manual). */
  endsWith: ReviewEnd | "parsed";
  afterMs: number;
}

export const REVIEW_SENDERS: Record<string, ReviewRule> = {
  "amexgbt.com": { agency: "American Express Global Business Travel", endsWith: "parsed", afterMs: 3 * HOUR },
  "egencia.com": { agency: "Egencia", endsWith: "skipped", afterMs: 5 * HOUR },
  "allegiantair.com": { agency: "Allegiant Air", endsWith: "restricted", afterMs: 2 * HOUR },
  "flightcentre.com": { agency: "Flight Centre", endsWith: "timeout", afterMs: REVIEW_TIMEOUT_MS },
};

function ruleFor<T>(table: Record<string, T>, domain: string | undefined): T | undefined {
  if (!domain) return undefined;
  const d = domain.toLowerCase();
  const key = Object.keys(table).find((k) => d === k || d.endsWith(`.${k}`));
  return key ? table[key] : undefined;
}

export const restrictedSender = (domain: string | undefined) => ruleFor(RESTRICTED_SENDERS, domain);
export const reviewSender = (domain: string | undefined) => ruleFor(REVIEW_SENDERS, domain);

export const domainOf = (address: string | undefined): string | undefined =>
  address?.split("@")[1]?.toLowerCase().replace(/>$/, "");
