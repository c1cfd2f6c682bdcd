// "Best card for…": every card's best earning for a category or merchant today, ranked by
// effective return (multiplier × point value; cash back at face value). Pure, so it is unit-tested.
import { bonusStatus, earnsOn } from "@/lib/cards/bonus-status";
import { effectiveReturn, unitValue } from "@/lib/cards/effective-return";
import { matchSpendQuery, type SpendMatch } from "@/lib/cards/match-spend-query";
import type { Card } from "@/lib/services/cards/card-schema";

export interface Earning {
  kind: "category" | "merchant" | "base";
  name: string; // category or merchant group name
  multiplier: number;
  startDate?: string;
  endDate?: string;
  description?: string;
}

export interface RankedCard {
  card: Card;
  earning: Earning;
  effectiveReturn: number; // USD per USD spent
  pointValue: number;
  pointValueAssumed: boolean;
}

export interface Ranking {
  match: SpendMatch;
  ranked: RankedCard[];
  /** Seasonal bonuses for this spend that start later: shown, not ranked. */
  upcoming: RankedCard[];
  /** Discontinued cards left out of this ranking (issue 12 item 10); 0 when they were included. */
  discontinuedLeftOut: number;
}

export interface RankOptions {
  /** Rank only these cards (the user's wallet). */
  onlyCardIds?: Set<number>;
  /**
   * Rank cards no one can apply for any more (isDiscontinued, spec 1 C1). Off by default: an
   * "All cards" ranking is advice on which card to get, and a discontinued card cannot be got.
   * The wallet ranking always includes them: a card the user already holds still earns.
   */
  includeDiscontinued?: boolean;
}

// The spec has no "everywhere else" flag; the listing names it as a category.
const BASE_RATE = /^(all other purchases|all purchases|everything( else)?|other purchases)$/i;

function earningsFor(card: Card, match: SpendMatch): Earning[] {
  const cats: Earning[] = (card.earningCategories ?? [])
    .filter((c) => match.categoryIds.has(c.categoryId))
    .map((c) => ({
      kind: "category",
      name: c.categoryName,
      multiplier: c.multiplier,
      startDate: c.startDate,
      endDate: c.endDate,
      description: c.description,
    }));
  const mers: Earning[] = (card.earningMerchants ?? [])
    .filter((m) => match.merchantGroupIds.has(m.merchantGroupId))
    .map((m) => ({
      kind: "merchant",
      name: m.merchantGroupName,
      multiplier: m.multiplier,
      startDate: m.startDate,
      endDate: m.endDate,
      description: m.description,
    }));
  return [...cats, ...mers];
}

function baseRate(card: Card, today: string): Earning | undefined {
  const base = (card.earningCategories ?? []).find(
    (c) => BASE_RATE.test(c.categoryName) && earnsOn(c, today),
  );
  return base && { kind: "base", name: base.categoryName, multiplier: base.multiplier };
}

function toRanked(card: Card, earning: Earning): RankedCard {
  const { value, assumed } = unitValue(card);
  return {
    card,
    earning,
    effectiveReturn: effectiveReturn(card, earning.multiplier),
    pointValue: value,
    pointValueAssumed: assumed,
  };
}

const byReturn = (a: RankedCard, b: RankedCard) =>
  b.effectiveReturn - a.effectiveReturn ||
  b.earning.multiplier - a.earning.multiplier ||
  a.card.cardName.localeCompare(b.card.cardName);

export function rankCards(cards: Card[], query: string, today: string, options: RankOptions = {}): Ranking {
  const { onlyCardIds, includeDiscontinued = Boolean(onlyCardIds) } = options;
  // Match against every card so "my cards" still understands the query; rank only the chosen ones.
  const match = matchSpendQuery(cards, query);
  const chosen = onlyCardIds ? cards.filter((c) => onlyCardIds.has(c.cardId)) : cards;
  const pool = includeDiscontinued ? chosen : chosen.filter((c) => !c.isDiscontinued);
  const ranked: RankedCard[] = [];
  const upcoming: RankedCard[] = [];
  const discontinuedLeftOut = chosen.length - pool.length;
  if (match.categoryIds.size + match.merchantGroupIds.size === 0)
    return { match, ranked, upcoming, discontinuedLeftOut };
  for (const card of pool) {
    const earnings = earningsFor(card, match);
    // The card's base rate competes too: 2% everywhere beats a 1.5× bonus. On a tie the bonus
    // wins because it is pushed first and the sort is stable.
    const candidates = earnings.filter((e) => earnsOn(e, today)).map((e) => toRanked(card, e));
    const base = baseRate(card, today);
    if (base) candidates.push(toRanked(card, base));
    const winner = candidates.sort(byReturn)[0];
    if (winner) ranked.push(winner);
    for (const e of earnings) if (bonusStatus(e, today) === "upcoming") upcoming.push(toRanked(card, e));
  }
  return {
    match,
    discontinuedLeftOut,
    ranked: ranked.sort(byReturn),
    upcoming: upcoming.sort(
      (a, b) => (a.earning.startDate ?? "").localeCompare(b.earning.startDate ?? "") || byReturn(a, b),
    ),
  };
}
