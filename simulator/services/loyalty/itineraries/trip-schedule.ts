// One traveller's trips, and the part of them each account holds.
// The traveller is the person behind a login (account-profile.ts: one login at several programs is
// one person). Their trips sit on a grid of slots (21 days, 14 for a "frequent" login: points-and-
// miles travellers travel a lot), each travelled or not, to one city, with one way there (an
// airline or Amtrak), usually a hotel and sometimes a rental car. An account holds the parts its program won: the flights, the stay, the
// car. So a person's accounts never put them in two places at once, and a flight to Tokyo and a
// Tokyo stay of the same trip line up, as a traveller's real accounts do.
// Which program a part goes to is drawn among every simulated program serving that city, weighted
// by how much the person uses each (its travel rate for this login; 0 = never): the simulator
// cannot know which of them the user linked, so some parts go to programs they did not link, as a
// real traveller flies airlines they keep no account with. A slot is visible once booked (lead
// time before departure), so future trips appear and become past trips as time moves on.
import { addDays, daysBetween, EPOCH_DAY } from "../data/calendar";
import { clashesWithSampleEmails } from "../data/sample-traveller";
import { seeded, type Random } from "../data/seeded-random";
import { accountProfile, personKey, type AccountProfile } from "../account/account-profile";
import { PROVIDERS } from "../catalog/provider-catalog";
import type { ProviderDef } from "../catalog/provider-types";
import { cityOfAirport, citiesServed } from "./trip-places";

export interface TripSlot {
  index: number;
  /** The day of arrival in `city`; the trip ends `nights` later, with the way back. */
  start: string;
  nights: number;
  bookedOn: string;
  cancelled: boolean;
  city: string;
  /** The program that takes the person there and back, when a simulated one does (trip-arrival.ts). */
  transport?: string;
}

const MAX_FUTURE = 4;
/** The most days before a trip that it is booked. */
export const BOOKING_LEAD_DAYS = 300;
const MAX_PAST = 5;
const PAST_WINDOW_DAYS = 730;
const TRAVEL_CHANCE = 0.8;
const HOTEL_CHANCE = 0.85;
const CAR_CHANCE = 0.35;

type Part = "transport" | "hotel" | "car";
const PART: Record<string, Part> = { flight: "transport", train: "transport", hotel: "hotel", car: "car" };

/** Per city and part, the programs that can hold it, in code order (the draw must not depend on list order). */
const servers = new Map<string, ProviderDef[]>();
for (const provider of [...PROVIDERS].sort((a, b) => (a.code < b.code ? -1 : 1))) {
  const part = PART[provider.sim.itinerary ?? ""];
  if (!part) continue;
  for (const city of citiesServed(provider))
    servers.set(`${part}|${city}`, [...(servers.get(`${part}|${city}`) ?? []), provider]);
}
/** Every city a trip can go to (where some airline or train goes), the cities with hotels three
 *  times over: the big cities draw the most trips. */
const HOTEL_CITY_WEIGHT = 3;
export const DESTINATIONS: readonly string[] = [...servers.keys()]
  .filter((k) => k.startsWith("transport|"))
  .map((k) => k.slice(10))
  .sort()
  .flatMap((city) => Array<string>(servers.has(`hotel|${city}`) ? HOTEL_CITY_WEIGHT : 1).fill(city));

export interface PersonTrip extends Omit<TripSlot, "cancelled" | "transport"> {
  holders: Partial<Record<Part, string>>;
}

// A trip starts in the first days of its slot and lasts at most 9 nights: it ends before the next.
const slotDays = (frequent: boolean) => (frequent ? 14 : 21);

// A program's travel rate for a login, kept: every slot of every check asks for the same few.
const rates = new Map<string, number>();
function travelRate(provider: ProviderDef, login: string): number {
  const key = `${provider.code}|${login}`;
  let rate = rates.get(key);
  if (rate === undefined) {
    if (rates.size > 50_000) rates.clear();
    rates.set(key, (rate = accountProfile(provider, login).travelRate));
  }
  return rate;
}

/** The part's program: a weighted draw among the city's programs (`u` uniform in [0, 1)). */
function holder(part: Part, city: string, login: string, u: number): string | undefined {
  const candidates = (servers.get(`${part}|${city}`) ?? []).map((p) => ({
    code: p.code,
    weight: travelRate(p, login),
  }));
  const total = candidates.reduce((sum, c) => sum + c.weight, 0);
  let at = u * total;
  for (const c of candidates) {
    if (c.weight > 0 && at < c.weight) return c.code;
    at -= c.weight;
  }
  return undefined;
}

/** The person's trip in slot `index`, if they travel then (never to their home city). */
export function personTrip(login: string, homeAirport: string, index: number): PersonTrip | undefined {
  const person = personKey(login);
  const frequent = person.includes("frequent");
  const rng: Random = seeded(person, "trip", index);
  if (!rng.chance(frequent ? 1 : TRAVEL_CHANCE)) return undefined;
  const start = addDays(EPOCH_DAY, index * slotDays(frequent) + rng.int(0, frequent ? 3 : 10));
  const nights = rng.int(2, 9);
  const bookedOn = addDays(start, -rng.int(30, BOOKING_LEAD_DAYS));
  // The sample emails' traveller is elsewhere on the days those emails book.
  if (clashesWithSampleEmails(person, addDays(start, -1), addDays(start, nights))) return undefined;
  const home = cityOfAirport(homeAirport);
  const city = rng.pick(DESTINATIONS.filter((c) => c !== home));
  const [u1, u2, u3] = [rng.next(), rng.next(), rng.next()];
  const hotel = rng.chance(HOTEL_CHANCE);
  const car = rng.chance(CAR_CHANCE);
  const holders: PersonTrip["holders"] = { transport: holder("transport", city, person, u1) };
  if (hotel) holders.hotel = holder("hotel", city, person, u2);
  if (car) holders.car = holder("car", city, person, u3);
  return { index, start, nights, bookedOn, city, holders };
}

/** A person's trip as one account's reservation (its way there named, for the car's pick-up). */
const slotOf = ({ holders, ...rest }: PersonTrip, cancelled: boolean): TripSlot => ({
  ...rest,
  cancelled,
  ...(holders.transport ? { transport: holders.transport } : {}),
});

/** The trip's part the account's program holds (flights or train, stay, car), or none. */
export const partOf = (provider: ProviderDef): Part | undefined => PART[provider.sim.itinerary ?? ""];

/** Every trip the program holds for the account's person that starts between two days (travelled
 *  or not yet): what its history earns from (account/activity-trips.ts). Trips do not depend on the
 *  day they are asked about, so neither do those rows. */
export function heldTrips(
  provider: ProviderDef,
  profile: AccountProfile,
  from: string,
  to: string,
): TripSlot[] {
  const part = partOf(provider);
  if (!part || profile.travelRate === 0) return [];
  const days = slotDays(profile.login.includes("frequent"));
  const held: TripSlot[] = [];
  // A trip starts in its own slot (at most 10 days in), so the slots of `from` and `to` bound them.
  for (
    let index = Math.floor(daysBetween(EPOCH_DAY, from) / days);
    index <= Math.floor(daysBetween(EPOCH_DAY, to) / days);
    index += 1
  ) {
    const t = personTrip(profile.login, profile.homeAirport, index);
    if (t && t.holders[part] === provider.code && t.start >= from && t.start <= to)
      held.push(slotOf(t, false));
  }
  return held;
}

/** The trips of the account's person that the account's program holds, as of `today`. */
export function tripSlots(
  provider: ProviderDef,
  profile: AccountProfile,
  today: string,
): { future: TripSlot[]; past: TripSlot[] } {
  const part = partOf(provider);
  if (!part || profile.travelRate === 0) return { future: [], past: [] };
  const serves = new Set(citiesServed(provider));
  const trip = (index: number) => personTrip(profile.login, profile.homeAirport, index);
  const upcoming = (t: PersonTrip) => addDays(t.start, t.nights) >= today && t.bookedOn <= today; // in progress counts
  const days = slotDays(profile.login.includes("frequent"));
  const current = Math.floor(daysBetween(EPOCH_DAY, today) / days);
  const future: TripSlot[] = [];
  let cancelled: TripSlot | undefined;
  for (let index = current - 1; index <= current + Math.ceil(300 / days) + 1; index += 1) {
    const t = trip(index);
    if (!t || !upcoming(t)) continue;
    if (t.holders[part] === provider.code) future.push(slotOf(t, false));
    // "one cancelled itinerary on some accounts": a booking with this program for a trip the
    // person then made with another (or none), as a traveller rebooks when a better rate appears
    else if (profile.hasCancelledTrip && !cancelled && serves.has(t.city)) cancelled = slotOf(t, true);
  }
  const shown = [
    ...future.slice(0, cancelled ? MAX_FUTURE - 1 : MAX_FUTURE),
    ...(cancelled ? [cancelled] : []),
  ].sort((a, b) => a.index - b.index);
  const past: TripSlot[] = [];
  const firstPast = current - Math.ceil(PAST_WINDOW_DAYS / days);
  for (let index = current; index >= firstPast && past.length < MAX_PAST; index -= 1) {
    const t = trip(index);
    if (
      t &&
      t.holders[part] === provider.code &&
      addDays(t.start, t.nights) < today &&
      daysBetween(t.start, today) <= PAST_WINDOW_DAYS
    )
      past.push(slotOf(t, false));
  }
  return { future: shown, past: past.reverse() };
}
