// The words of a watch's notice: how many new, and the first few (flights: program, day, cabin, miles
// per person; journeys: miles per person for the whole trip, then each leg; hotels: check-in, hotel,
// program, points per night). Programs are said by name (`names`, by code), never by their code.
import type { Match } from "@/lib/watches/match-availability";

const CABIN: Record<string, string> = {
  economy: "Economy",
  premiumeconomy: "Premium economy",
  business: "Business",
  firstclass: "First",
};

type Names = Readonly<Record<string, string>>;

const flightLine = (names: Names) => (m: Match) =>
  `${m.date} ${CABIN[m.cabin.toLowerCase()] ?? m.cabin} on ${names[m.program] ?? m.program}: ${m.miles.toLocaleString("en-US")} miles per person${m.what && m.what !== "price calendar" ? ` (${m.what})` : ""}`;
const journeyLine = (m: Match) =>
  `${m.miles.toLocaleString("en-US")} miles per person for the journey: ${m.what}`;
const hotelLine = (names: Names) => (m: Match) =>
  `Check-in ${m.date}, ${m.what} on ${names[m.program] ?? m.program}: ${m.miles.toLocaleString("en-US")} points per night`;

export function watchNotice(
  summary: string,
  fresh: Match[],
  service = "flights",
  names: Names = {},
): { title: string; body: string } {
  const n = fresh.length;
  const journeys = fresh.length > 0 && fresh.every((m) => m.cabin === "journey");
  const lines = fresh
    .slice(0, 5)
    .map(service === "hotels" ? hotelLine(names) : journeys ? journeyLine : flightLine(names));
  const what = service === "hotels" ? "hotel award" : journeys ? "bookable" : "award";
  return {
    title: `${summary}: ${n.toLocaleString("en-US")} new ${what} ${journeys ? (n === 1 ? "journey" : "journeys") : n === 1 ? "option" : "options"}`,
    body: lines.join("; ") + (n > 5 ? `; and ${(n - 5).toLocaleString("en-US")} more` : "") + ".",
  };
}
