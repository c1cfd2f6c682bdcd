// Test helpers: a minimal raw email around some HTML, and the committed samples.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export const SAMPLE_DIR = path.resolve(import.meta.dirname, "../../../samples/emails");

export const sampleNames = (): string[] =>
  readdirSync(SAMPLE_DIR)
    .filter((f) => f.endsWith(".eml"))
    .sort();
export const readSample = (name: string): Buffer => readFileSync(path.join(SAMPLE_DIR, name));

/** A single-part HTML email (8bit UTF-8) with the usual headers. */
export function buildEmail(opts: {
  from?: string;
  to?: string;
  subject?: string;
  date?: string;
  html: string;
}): string {
  return [
    `From: ${opts.from ?? '"Delta Air Lines" <DeltaAirLines@t.delta.com>'}`,
    `To: ${opts.to ?? "alex.morgan@example.com"}`,
    `Subject: ${opts.subject ?? "Your trip confirmation"}`,
    `Date: ${opts.date ?? "Mon, 02 Nov 2026 10:00:00 -0500"}`,
    "Message-ID: <test.1@example.test>",
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    opts.html,
  ].join("\r\n");
}

export const jsonLd = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** A complete one-segment flight reservation (JSON-LD object) to vary in tests. */
export function flightReservation(extra: Record<string, unknown> = {}, flight: Record<string, unknown> = {}) {
  return {
    "@context": "http://schema.org",
    "@type": "FlightReservation",
    reservationNumber: "ABC123",
    underName: { "@type": "Person", name: "Alex Morgan" },
    reservationFor: {
      "@type": "Flight",
      flightNumber: "2417",
      airline: { "@type": "Airline", name: "Delta Air Lines", iataCode: "DL" },
      departureAirport: {
        "@type": "Airport",
        name: "Hartsfield-Jackson Atlanta International Airport",
        iataCode: "ATL",
      },
      departureTime: "2027-01-05T09:10:00-05:00",
      arrivalAirport: { "@type": "Airport", name: "Boston Logan International Airport", iataCode: "BOS" },
      arrivalTime: "2027-01-05T11:42:00-05:00",
      ...flight,
    },
    ...extra,
  };
}
