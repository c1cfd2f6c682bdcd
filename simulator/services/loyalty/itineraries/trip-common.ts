// Pieces every itinerary builder shares: record locators, provider info,
// the traveler, and the reduced shape of a cancelled reservation.
import { seeded, type Random } from "../data/seeded-random";
import type { ProviderDef } from "../catalog/provider-types";
import type { AccountProfile } from "../account/account-profile";
import type { Itinerary, ProviderInfo } from "./itinerary-shapes";
import type { TripSlot } from "./trip-schedule";

export interface TripInput {
  provider: ProviderDef;
  profile: AccountProfile;
  trip: TripSlot;
  rng: Random;
}

/** What a builder needs for an account's reservation of a trip: one random stream per account and
 *  trip, so every caller (the account's itineraries, its history, another program's car pick-up)
 *  gets the same reservation. */
export const tripInput = (provider: ProviderDef, profile: AccountProfile, trip: TripSlot): TripInput => ({
  provider,
  profile,
  trip,
  rng: seeded(profile.seed, "itinerary", trip.index),
});

export function locator(rng: Random, length = 6): string {
  const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from({ length }, () => rng.pick([...chars])).join("");
}

export function digits(rng: Random, length: number): string {
  return Array.from({ length }, () => String(rng.int(0, 9))).join("");
}

export function providerInfo(input: TripInput, earnedRewards?: string): ProviderInfo {
  return {
    name: input.provider.providerName,
    code: input.provider.code,
    accountNumbers: [
      { number: input.profile.accountNumber, masked: false, description: input.provider.programName },
    ],
    ...(earnedRewards ? { earnedRewards } : {}),
  };
}

/**
 * Cancelled reservations "may lack required data" (spec 3, loyalty variant):
 * only identification survives, the client must not expect segments/addresses.
 */
export function cancelledShape(
  type: Itinerary["type"],
  input: TripInput,
  confirmation: string,
  extra: Record<string, unknown> = {},
): Itinerary {
  return {
    type,
    cancelled: true,
    status: "Cancelled",
    reservationDate: input.trip.bookedOn,
    providerInfo: providerInfo(input),
    confirmationNumbers: [{ number: confirmation, description: "Confirmation number", isPrimary: true }],
    ...extra,
  };
}
