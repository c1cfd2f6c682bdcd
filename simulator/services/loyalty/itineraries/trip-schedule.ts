// Trips sit on a 45-day grid of slots; a slot is travelled with the account's
// travel rate and becomes visible once booked (lead time before departure),
// so future trips appear and become past trips as time moves on.
import { addDays, daysBetween, EPOCH_DAY } from "../data/calendar";
import { seeded } from "../data/seeded-random";
import type { AccountProfile } from "../account/account-profile";

export interface TripSlot { index: number; start: string; nights: number; bookedOn: string; cancelled: boolean }

const SLOT_DAYS = 45;
const MAX_FUTURE = 4;
const MAX_PAST = 5;
const PAST_WINDOW_DAYS = 730;

function slot(profile: AccountProfile, index: number): TripSlot | undefined {
  const rng = seeded(profile.seed, "trip", index);
  if (!rng.chance(profile.travelRate)) return undefined;
  const start = addDays(EPOCH_DAY, index * SLOT_DAYS + rng.int(0, 30));
  return { index, start, nights: rng.int(2, 9), bookedOn: addDays(start, -rng.int(30, 300)), cancelled: false };
}

export function tripSlots(profile: AccountProfile, today: string): { future: TripSlot[]; past: TripSlot[] } {
  const current = Math.floor(daysBetween(EPOCH_DAY, today) / SLOT_DAYS);
  const future: TripSlot[] = [];
  for (let index = current - 1; index <= current + 9 && future.length < MAX_FUTURE; index += 1) {
    const trip = slot(profile, index);
    // a trip in progress still counts as a current reservation
    if (trip && addDays(trip.start, trip.nights) >= today && trip.bookedOn <= today) future.push(trip);
  }
  const past: TripSlot[] = [];
  const firstPast = current - Math.ceil(PAST_WINDOW_DAYS / SLOT_DAYS);
  for (let index = current; index >= firstPast && past.length < MAX_PAST; index -= 1) {
    const trip = slot(profile, index);
    if (trip && addDays(trip.start, trip.nights) < today && daysBetween(trip.start, today) <= PAST_WINDOW_DAYS) past.push(trip);
  }
  // "one cancelled itinerary on some accounts": the second upcoming trip (or the only one)
  if (profile.hasCancelledTrip && future.length > 0) {
    const target = future[future.length >= 2 ? 1 : 0];
    if (target) target.cancelled = true;
  }
  return { future, past: past.reverse() };
}
