// A5 `properties` items `{code, name, kind, value}`. Values are strings as a
// provider site shows them: numbers with thousands separators, dates as ISO days.
import { hash32 } from "../data/seeded-random";
import type { PropertyMetric } from "../catalog/provider-types";
import type { AccountSnapshot } from "./account-snapshot";

export interface PropertyValue {
  code: string;
  name: string;
  kind: string;
  value: string;
}

const points = (value: number): string => Math.max(0, Math.round(value)).toLocaleString("en-US");

function valueOf(metric: PropertyMetric, snap: AccountSnapshot): string | undefined {
  const { provider, profile } = snap;
  const tiers = provider.eliteTiers;
  const level = snap.eliteLevel;
  const current = level === undefined ? undefined : tiers[level];
  const next = level === undefined ? undefined : tiers[level + 1];
  // Hotels and car programs qualify on nights/rentals, airlines on status points.
  const qualifiesOnCount = provider.sim.activity !== "airline";
  switch (metric) {
    case "accountNumber":
      return profile.accountNumber;
    case "holderName":
      return profile.holderName;
    case "memberSince":
      return profile.memberSince;
    case "eliteStatus":
      return current?.name;
    case "nextEliteLevel":
      return next?.name;
    case "neededForNextLevel":
      return next ? points(next.threshold - snap.statusYtd) : undefined;
    case "nightsNeededForNextLevel":
      if (!next) return undefined;
      return String(
        Math.max(0, qualifiesOnCount ? next.threshold - snap.statusYtd : next.segments - snap.segmentsYtd),
      );
    case "ytdEarned":
      return points(snap.earnedYtd);
    case "ytdSegments":
      return String(snap.segmentsYtd);
    case "lifetimePoints":
      return points(
        qualifiesOnCount && provider.sim.activity === "hotel" ? snap.lifetimeStatus : snap.lifetimeEarned,
      );
    case "lastActivity":
      return snap.lastActivity;
    case "expiringBalance":
      return snap.expirationDate ? points(snap.balance) : undefined;
    case "neededForNextReward": {
      const cost = provider.sim.rewardCost;
      return cost > 0 ? points(cost - (snap.balance % cost)) : undefined;
    }
    case "eliteExpiration":
      return level !== undefined && level > 0 ? `${Number(snap.today.slice(0, 4)) + 1}-01-31` : undefined;
    // A tier the co-branded card grants is kept by holding the card, not by qualifying.
    case "neededToRetain":
      return current && level && !snap.statusFromCard
        ? points(current.threshold - snap.statusYtd)
        : undefined;
    case "segmentsToRetain":
      if (!current || !level || snap.statusFromCard) return undefined;
      return String(
        Math.max(
          0,
          qualifiesOnCount ? current.threshold - snap.statusYtd : current.segments - snap.segmentsYtd,
        ),
      );
    case "familyBalance":
      return points(snap.balance + profile.householdExtra);
    case "statusPoints":
      return points(snap.statusYtd);
    case "homeAirport":
      return profile.homeAirport;
    case "freeNightCertificates":
      return String(hash32(profile.seed, "fnc", snap.today.slice(0, 4)) % 3);
    case "cardsOnFile":
      return (provider.sim.cards ?? []).map((card) => card.displayName).join(", ");
  }
}

export function accountProperties(snap: AccountSnapshot): PropertyValue[] {
  return snap.provider.properties.flatMap((spec) => {
    const value = valueOf(spec.metric, snap);
    return value === undefined || value === ""
      ? []
      : [{ code: spec.code, name: spec.name, kind: spec.kind, value }];
  });
}
