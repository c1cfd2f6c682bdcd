// "Best card from your wallet" for the categories the traveler spends in (pure): the category
// values of their card programs' history, most frequent first; without any, the categories the
// listing rewards most. Each category gets the top card of the wallet (rank-cards.ts).
import { popularSpendTerms } from "@/lib/cards/match-spend-query";
import { rankCards } from "@/lib/cards/rank-cards";
import type { Card } from "@/lib/services/cards/card-schema";

export function topCategories(categoryValues: string[], n: number): string[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const v of categoryValues) {
    const name = v.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    counts.set(key, { name: counts.get(key)?.name ?? name, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, n)
    .map((c) => c.name);
}

export type WalletPick = {
  category: string;
  cardId: number;
  cardName: string;
  multiplier: number;
  effectiveReturn: number;
};

export function bestWalletCards(
  cards: Card[],
  wallet: Set<number>,
  spentIn: string[],
  today: string,
  n = 3,
): { basis: "history" | "popular"; picks: WalletPick[] } {
  const fromHistory = topCategories(spentIn, n * 2);
  const basis = fromHistory.length ? "history" : "popular";
  const categories = fromHistory.length ? fromHistory : popularSpendTerms(cards, n * 2);
  const picks: WalletPick[] = [];
  for (const category of categories) {
    const top = rankCards(cards, category, today, { onlyCardIds: wallet }).ranked[0];
    if (top)
      picks.push({
        category,
        cardId: top.card.cardId,
        cardName: top.card.cardName,
        multiplier: top.earning.multiplier,
        effectiveReturn: top.effectiveReturn,
      });
    if (picks.length === n) break;
  }
  return { basis, picks };
}
