// Balance, elite standing and expiration of an account at an instant, all
// derived from its generated history.
import { addMonths, toDay } from "../data/calendar";
import type { ProviderDef } from "../catalog/provider-types";
import { accountProfile, type AccountProfile } from "./account-profile";
import { buildHistory } from "./build-history";
import { cobrandTierFloor } from "./cobrand-rows";
import type { HistoryEntry } from "./history-entry";

export interface AccountSnapshot {
  provider: ProviderDef;
  profile: AccountProfile;
  today: string;
  entries: HistoryEntry[];
  balance: number;
  eliteLevel?: number; // index into provider.eliteTiers; 0 is the base tier
  /** The tier is the co-branded card's, above what the member earned: nothing to requalify for. */
  statusFromCard: boolean;
  statusYtd: number;
  segmentsYtd: number;
  earnedYtd: number;
  lifetimeEarned: number;
  lifetimeStatus: number;
  lastActivity?: string;
  expirationDate?: string;
  neverExpires: boolean;
}

export function accountSnapshot(provider: ProviderDef, login: string, asOf: Date): AccountSnapshot {
  const profile = accountProfile(provider, login);
  const today = toDay(asOf);
  const year = today.slice(0, 4);
  const lastYear = String(Number(year) - 1);
  const entries = buildHistory(provider, profile, asOf);
  const posted = entries.filter((entry) => !entry.pending);
  const sum = (list: HistoryEntry[], pick: (entry: HistoryEntry) => number): number =>
    list.reduce((total, entry) => total + pick(entry), 0);
  const inYear = (y: string) => posted.filter((entry) => entry.date.startsWith(y));

  const balance = Math.max(0, profile.openingBalance + sum(posted, (entry) => entry.miles + entry.bonus));
  const statusYtd = sum(inYear(year), (entry) => entry.status);
  const qualifying = Math.max(
    statusYtd,
    sum(inYear(lastYear), (entry) => entry.status),
  );
  let earnedLevel: number | undefined;
  provider.eliteTiers.forEach((tier, index) => {
    if (qualifying >= tier.threshold) earnedLevel = index;
  });
  // A co-branded card's tier holds while the card does, whatever was earned.
  const cardLevel = cobrandTierFloor(provider, profile, today);
  const statusFromCard = cardLevel !== undefined && cardLevel > (earnedLevel ?? -1);
  const eliteLevel = statusFromCard ? cardLevel : earnedLevel;
  const lastActivity = posted.at(-1)?.date;

  let expirationDate: string | undefined;
  if (provider.canCheckExpiration === 1 && balance > 0 && lastActivity) {
    expirationDate = addMonths(lastActivity, provider.sim.expirationMonths ?? 24);
  }
  return {
    provider,
    profile,
    today,
    entries,
    balance,
    ...(eliteLevel === undefined ? {} : { eliteLevel }),
    statusFromCard,
    statusYtd,
    segmentsYtd: sum(inYear(year), (entry) => entry.segments),
    earnedYtd: sum(inYear(year), (entry) => Math.max(0, entry.miles + entry.bonus)),
    lifetimeEarned: profile.openingBalance + sum(posted, (entry) => Math.max(0, entry.miles + entry.bonus)),
    lifetimeStatus: sum(posted, (entry) => entry.status),
    ...(lastActivity ? { lastActivity } : {}),
    ...(expirationDate ? { expirationDate } : {}),
    neverExpires: provider.canCheckExpiration === 2,
  };
}
