// Which categories and merchant groups a typed query ("groceries", "StreamCo") means. Matching is
// by word stems so "grocery" finds "Groceries" and "gas" finds "Gas stations".
import type { Card } from "@/lib/services/cards/card-schema";
import { knownMerchant, spendWordCategories } from "./known-merchants";

export interface SpendMatch {
  categoryIds: Set<number>;
  merchantGroupIds: Set<number>;
  /** What was matched, for the heading: category names and merchant names. */
  labels: string[];
  /** Set when the listing named nothing the query said, and the query is a well-known merchant
   *  read as its usual category (lib/cards/known-merchants.ts). */
  via?: { merchant: string; category: string };
}

const stem = (w: string) => (w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);
export const wordsOf = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem);

function matches(query: string[], name: string): boolean {
  const words = wordsOf(name);
  return query.length > 0 && query.every((q) => words.some((w) => w.startsWith(q)));
}

export function matchSpendQuery(cards: Card[], raw: string): SpendMatch {
  const direct = matchTerms(cards, raw);
  if (direct.labels.length) return direct;
  // Nothing in the listing by that name: a store people know ("Whole Foods") is read as the
  // category banks file it under, and the page says so.
  const merchant = knownMerchant(raw);
  if (!merchant) return direct;
  const byCategory = matchTerms(cards, merchant.category);
  return byCategory.labels.length ? { ...byCategory, via: { merchant: merchant.name, category: byCategory.labels[0]! } } : direct;
}

// An everyday word ("airfare") is read as the first of its categories the listing has
// (lib/cards/known-merchants.ts); anything else is matched as typed.
function matchTerms(cards: Card[], raw: string): SpendMatch {
  const candidates = spendWordCategories(raw) ?? [raw.trim().toLowerCase()];
  let out = matchWords(cards, wordsOf(candidates[0]!));
  for (const c of candidates.slice(1)) if (!out.labels.length) out = matchWords(cards, wordsOf(c));
  return out;
}

function matchWords(cards: Card[], query: string[]): SpendMatch {
  const out: SpendMatch = { categoryIds: new Set(), merchantGroupIds: new Set(), labels: [] };
  const label = (s: string) => void (out.labels.includes(s) || out.labels.push(s));
  const groupNames = new Set<string>();
  for (const card of cards) {
    for (const c of card.earningCategories ?? []) {
      if (!matches(query, c.categoryName)) continue;
      out.categoryIds.add(c.categoryId);
      label(c.categoryName);
    }
    for (const m of card.earningMerchants ?? []) {
      const merchant = (m.merchantNames ?? []).find((n) => matches(query, n.merchantName));
      if (merchant || matches(query, m.merchantGroupName)) {
        out.merchantGroupIds.add(m.merchantGroupId);
        groupNames.add(m.merchantGroupName.toLowerCase());
        label(merchant?.merchantName ?? m.merchantGroupName);
      }
    }
  }
  // A merchant also earns a category bonus of the same name (StreamCo → "Streaming services").
  for (const card of cards)
    for (const c of card.earningCategories ?? []) if (groupNames.has(c.categoryName.toLowerCase())) out.categoryIds.add(c.categoryId);
  return out;
}

/** Category and merchant names, for suggestions and the empty state. */
export function spendTerms(cards: Card[]): { categories: string[]; merchants: string[] } {
  const categories = new Set<string>();
  const merchants = new Set<string>();
  for (const card of cards) {
    for (const c of card.earningCategories ?? []) categories.add(c.categoryName);
    for (const m of card.earningMerchants ?? []) for (const n of m.merchantNames ?? []) merchants.add(n.merchantName);
  }
  const sort = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b));
  return { categories: sort(categories), merchants: sort(merchants) };
}

/** The categories and merchants most cards earn a bonus on: the empty state's examples. */
export function popularSpendTerms(cards: Card[], n: number): string[] {
  const counts = new Map<string, number>();
  const bump = (s: string) => counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const card of cards) {
    for (const c of card.earningCategories ?? []) if (c.multiplier > 1) bump(c.categoryName);
    for (const m of card.earningMerchants ?? []) for (const name of m.merchantNames ?? []) if (m.multiplier > 1) bump(name.merchantName);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([s]) => s);
}
