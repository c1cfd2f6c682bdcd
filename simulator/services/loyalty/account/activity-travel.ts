// Weekly activity for travel programs beyond the trips the account holds (those earn through
// activity-trips.ts): partner earning, co-branded cards, redemptions, and sailings.
import { hotelsFor } from "../data/hotel-directory";
import { routesFor } from "../data/flight-routes";
import type { Random } from "../data/seeded-random";
import type { ProviderDef } from "../catalog/provider-types";
import { CAR_DESKS, cityOfAirport, routesTo } from "../itineraries/trip-places";
import type { AccountProfile } from "./account-profile";
import type { EntryDraft } from "./history-entry";

export interface WeekContext {
  provider: ProviderDef;
  profile: AccountProfile;
  rng: Random;
  balance: number;
  /** the week's first day */ day: string;
}

/**
 * Redemptions only when the balance comfortably covers them (pending rows are
 * not yet in the balance); large balances get spent more often, which keeps
 * balances in a believable range over ten years.
 */
function canRedeem(ctx: WeekContext, cost: number): boolean {
  const eager = ctx.balance > Math.max(150000, cost * 6);
  return ctx.balance >= cost + 20000 && ctx.rng.chance(eager ? 0.7 : 0.25);
}

export function airlineWeek(ctx: WeekContext): EntryDraft[] {
  const { rng, provider } = ctx;
  const airline = provider.sim.airline;
  if (!airline) return [];
  const drafts: EntryDraft[] = [];
  // The co-branded card earns in its monthly statements, for members who hold it (cobrand-rows.ts).
  if (rng.chance(0.3)) {
    const partner = rng.pick([
      [`${provider.programName} Dining`, 300, 2500],
      ["Hotel partner stay", 500, 2500],
      ["Car rental partner", 250, 1000],
      [`${provider.programName} shopping portal`, 100, 1500],
    ] as const);
    const miles = rng.int(partner[1], partner[2]);
    const perMile = provider.sim.partnerStatusPerMile ?? 0;
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: partner[0],
      miles,
      ...(perMile ? { status: Math.round(miles * perMile) } : {}),
    });
  }
  const awardCost = rng.pick([12500, 25000, 30000, 57500, 70000]);
  if (canRedeem(ctx, awardCost)) {
    // Not one of the member's own trips (those are paid on their booking day, activity-trips.ts):
    // a ticket for their companion, who lives with them, as members often book for family.
    // Mostly from home; an airline with few routes there also takes them elsewhere (visiting family).
    const fromHome = routesTo(airline.iata, cityOfAirport(ctx.profile.homeAirport)).map((r) => ({
      from: r.to,
      to: r.from,
    }));
    const route = rng.pick(fromHome.length >= 3 ? fromHome : [...fromHome, ...routesFor(airline.iata)]);
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: `Award ticket ${route.from} - ${route.to} for ${ctx.profile.companionName}`,
      miles: -awardCost,
    });
  }
  return drafts;
}

export function hotelWeek(ctx: WeekContext): EntryDraft[] {
  const { rng, provider } = ctx;
  const drafts: EntryDraft[] = [];
  if (rng.chance(0.25)) {
    // The co-branded card earns in its monthly statements (cobrand-rows.ts), for members who hold it.
    const drawn = rng.pick([
      "Dining partner points",
      "Dining partner points",
      "Points purchase",
      "Welcome amenity points",
    ]);
    drafts.push({ dayOffset: rng.int(0, 6), description: drawn, miles: rng.int(250, 4000) });
  }
  const cost = provider.sim.rewardCost * rng.int(1, 5);
  if (canRedeem(ctx, cost)) {
    // Not one of the member's own stays (those are paid on their booking day): a gift to their companion.
    const hotel = rng.pick(hotelsFor(provider.sim.chain ?? ""));
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: `Free night award - ${hotel.name} for ${ctx.profile.companionName}`,
      miles: -cost,
    });
  }
  return drafts;
}

export function carWeek(ctx: WeekContext): EntryDraft[] {
  const { rng, provider } = ctx;
  const drafts: EntryDraft[] = [];
  if (ctx.balance >= provider.sim.rewardCost * 2 && rng.chance(0.08)) {
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: "Free rental day reward",
      miles: -provider.sim.rewardCost,
      location: `${cityOfAirport(rng.pick(CAR_DESKS))} airport`,
    }); // as the trips' rentals name it
  }
  return drafts;
}

export function railWeek(ctx: WeekContext): EntryDraft[] {
  const { rng, provider } = ctx;
  const drafts: EntryDraft[] = [];
  if (canRedeem(ctx, provider.sim.rewardCost))
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: "Points redeemed for travel",
      miles: -provider.sim.rewardCost,
    });
  return drafts;
}

const SHIPS = [
  "Symphony of the Seas",
  "Wonder of the Seas",
  "Allure of the Seas",
  "Odyssey of the Seas",
] as const;

export function cruiseWeek(ctx: WeekContext): EntryDraft[] {
  const { rng } = ctx;
  if (!rng.chance(0.04)) return [];
  const nights = rng.pick([3, 4, 7, 7, 10]);
  return [
    {
      dayOffset: 6,
      description: `Sailing on ${rng.pick(SHIPS)}, ${nights} nights`,
      miles: nights * 2,
      status: nights * 2,
    },
  ];
}
