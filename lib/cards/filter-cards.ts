// Browse filters (issue 5): bank, personal/business, cash back, discontinued shown or hidden, name.
import { z } from "zod";
import { wordsOf } from "@/lib/cards/match-spend-query";
import type { Card } from "@/lib/services/cards/card-schema";

// URL search params → filters; anything unexpected falls back to "no filter" instead of an error.
export const cardFiltersSchema = z.object({
  name: z.string().trim().max(80).catch("").default(""),
  bank: z.string().trim().max(80).catch("").default(""),
  type: z.enum(["personal", "business"]).optional().catch(undefined),
  earns: z.enum(["cashback", "points"]).optional().catch(undefined),
  discontinued: z.enum(["show"]).optional().catch(undefined),
});
export type CardFilters = z.infer<typeof cardFiltersSchema>;

export function filterCards(cards: Card[], f: CardFilters): Card[] {
  const nameWords = wordsOf(f.name);
  return cards.filter((c) => {
    if (f.bank && c.issuingBank !== f.bank) return false;
    if (f.type && c.cardType !== f.type) return false;
    if (f.earns && c.isCashback !== (f.earns === "cashback")) return false;
    if (!f.discontinued && c.isDiscontinued) return false;
    if (nameWords.length > 0) {
      const words = wordsOf(c.cardName);
      if (!nameWords.every((q) => words.some((w) => w.startsWith(q)))) return false;
    }
    return true;
  });
}

export const banksOf = (cards: Card[]) =>
  [...new Set(cards.map((c) => c.issuingBank))].sort((a, b) => a.localeCompare(b));
