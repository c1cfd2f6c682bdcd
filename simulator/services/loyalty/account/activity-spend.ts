// Weekly activity for spending programs: card purchases per card (sub-accounts),
// transfers from the pooled balance, and restaurant reservations.
import { findProvider } from "../catalog/provider-catalog";
import { accountProfile } from "./account-profile";
import type { ProviderDef } from "../catalog/provider-types";
import type { EntryDraft } from "./history-entry";
import type { WeekContext } from "./activity-travel";

const MERCHANTS = [
  ["WHOLE FOODS MARKET #10233 NEW YORK NY", "Groceries", "5411", 40, 180],
  ["STARBUCKS STORE 08192 SEATTLE WA", "Dining", "5814", 4, 14],
  ["THE SMITH MIDTOWN NEW YORK NY", "Dining", "5812", 45, 220],
  ["UNITED AIRLINES HOUSTON TX", "Travel", "4511", 180, 1400],
  ["MARRIOTT HOTELS BETHESDA MD", "Travel", "7011", 220, 900],
  ["UBER *TRIP SAN FRANCISCO CA", "Travel", "4121", 12, 65],
  ["SHELL OIL 57442 DALLAS TX", "Gas", "5541", 30, 85],
  ["AMAZON.COM*2K4HX SEATTLE WA", "Shopping", "5942", 15, 260],
  ["APPLE STORE #R094 SAN FRANCISCO CA", "Electronics", "5732", 99, 1600],
  ["COSTCO WHSE #0479 LOS ANGELES CA", "Wholesale", "5300", 80, 420],
  ["NETFLIX.COM LOS GATOS CA", "Entertainment", "4899", 15, 23],
] as const;

const BONUS_CATEGORIES = new Set(["Dining", "Travel"]);
/** The row a transfer leaves the card currency with; the partner's history matches it. */
export const transferTo = (partner: ProviderDef): string => `Transfer to ${partner.displayName}`;

export function cardWeek(ctx: WeekContext): EntryDraft[] {
  const { rng, provider } = ctx;
  const drafts: EntryDraft[] = [];
  for (const card of provider.sim.cards ?? []) {
    const purchases = rng.chance(0.55) ? rng.int(1, 2) : 0;
    for (let i = 0; i < purchases; i += 1) {
      const [merchant, category, mcc, low, high] = rng.pick(MERCHANTS);
      const refund = rng.chance(0.04);
      const amount = (refund ? -1 : 1) * (rng.int(low * 100, high * 100) / 100);
      const multiplier = BONUS_CATEGORIES.has(category) ? card.earnMultiplier : 1;
      drafts.push({
        dayOffset: rng.int(0, 6),
        description: refund ? `RETURN ${merchant}` : merchant,
        miles: Math.round(amount * multiplier),
        category,
        amount,
        currency: provider.sim.currency,
        mcc,
        ...(provider.sim.cards && provider.sim.cards.length > 1 ? { subAccount: card.code } : {}),
      });
    }
  }
  if (rng.chance(0.02))
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: "Annual card anniversary bonus",
      miles: 10000,
      category: "Bonus",
      amount: 0,
      currency: provider.sim.currency,
      mcc: "",
    });
  const transfer = rng.int(2, 8) * 10000;
  if (ctx.balance >= transfer + 20000 && rng.chance(0.12)) {
    // The partner account of the same person receives it (build-history.ts, incomingTransfers), so
    // only a partner whose account already has history by then.
    const partners = (provider.sim.transferPartners ?? []).flatMap(([code]) => {
      const partner = findProvider(code);
      return partner && accountProfile(partner, ctx.profile.login).historyStart <= ctx.day ? [partner] : [];
    });
    const partner = partners.length ? rng.pick(partners) : undefined;
    if (partner)
      drafts.push({
        dayOffset: rng.int(0, 6),
        description: transferTo(partner),
        miles: -transfer,
        category: "Transfer",
        amount: 0,
        currency: provider.sim.currency,
        mcc: "",
      });
  }
  return drafts;
}

const RESTAURANTS = [
  "Le Bernardin, New York",
  "Gary Danko, San Francisco",
  "Alinea, Chicago",
  "Nobu Malibu",
  "Zuma, Miami",
  "Carbone, New York",
] as const;

export function diningWeek(ctx: WeekContext): EntryDraft[] {
  const { rng, provider } = ctx;
  const drafts: EntryDraft[] = [];
  if (rng.chance(0.3)) {
    const bonus = rng.chance(0.15);
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: `Dined at ${rng.pick(RESTAURANTS)}${bonus ? " (1,000-point table)" : ""}`,
      miles: bonus ? 1000 : 100,
    });
  }
  if (ctx.balance >= provider.sim.rewardCost + 1000 && rng.chance(0.2))
    drafts.push({
      dayOffset: rng.int(0, 6),
      description: "Redeemed for a $20 Dining Reward",
      miles: -provider.sim.rewardCost,
    });
  return drafts;
}
