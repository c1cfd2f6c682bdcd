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

const stem = (w: string) =>
  w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
export const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);

function matches(query: string[], name: string): boolean {
  const words = wordsOf(name);
  return query.length > 0 && query.every((q) => words.some((w) => w.startsWith(q)));
}

// A query reads every category and merchant name of the listing (~1 ms for 64 cards); the home page
// ranks six a view. The cached listing is one array per process until it changes
// (get-cached-card-listing.ts), so each query's match is kept with that array (a few per listing).
const MAX_QUERIES = 500;
const matchesOf = new WeakMap<readonly Card[], Map<string, SpendMatch>>();

export function matchSpendQuery(cards: readonly Card[], raw: string): SpendMatch {
  let known = matchesOf.get(cards);
  if (!known) matchesOf.set(cards, (known = new Map()));
  let match = known.get(raw);
  if (!match) {
    if (known.size >= MAX_QUERIES) known.clear();
    known.set(raw, (match = matchFresh(cards, raw)));
  }
  // A copy: a caller may add to its sets or labels.
  return {
    ...match,
    categoryIds: new Set(match.categoryIds),
    merchantGroupIds: new Set(match.merchantGroupIds),
    labels: [...match.labels],
  };
}

function matchFresh(cards: readonly Card[], raw: string): SpendMatch {
  const direct = matchTerms(cards, raw);
  if (direct.labels.length) return direct;
  // Nothing in the listing by that name: a store people know ("Whole Foods") is read as the
  // category banks file it under, and the page says so.
  const merchant = knownMerchant(raw);
  if (!merchant) return direct;
  const byCategory = matchTerms(cards, merchant.category);
  return byCategory.labels.length
    ? { ...byCategory, via: { merchant: merchant.name, category: byCategory.labels[0]! } }
    : direct;
}

// An everyday word ("airfare") is read as the first of its categories the listing has
// (lib/cards/known-merchants.ts); anything else is matched as typed.
function matchTerms(cards: readonly Card[], raw: string): SpendMatch {
  const candidates = spendWordCategories(raw) ?? [raw.trim().toLowerCase()];
  let out = matchWords(cards, wordsOf(candidates[0]!));
  for (const c of candidates.slice(1)) if (!out.labels.length) out = matchWords(cards, wordsOf(c));
  return out;
}

function matchWords(cards: readonly Card[], query: string[]): SpendMatch {
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
    for (const c of card.earningCategories ?? [])
      if (groupNames.has(c.categoryName.toLowerCase())) out.categoryIds.add(c.categoryId);
  return out;
}

/** Category and merchant names, for suggestions and the empty state. */
export function spendTerms(cards: Card[]): { categories: string[]; merchants: string[] } {
  const categories = new Set<string>();
  const merchants = new Set<string>();
  for (const card of cards) {
    for (const c of card.earningCategories ?? []) categories.add(c.categoryName);
    for (const m of card.earningMerchants ?? [])
      for (const n of m.merchantNames ?? []) merchants.add(n.merchantName);
  }
  const sort = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b));
  return { categories: sort(categories), merchants: sort(merchants) };
}

/** The categories and merchants most cards earn a bonus on: the empty state's examples. */
const popularOf = new WeakMap<readonly Card[], Map<number, string[]>>();

export function popularSpendTerms(cards: readonly Card[], n: number): string[] {
  // Kept with the listing's array, as the matches above are.
  let known = popularOf.get(cards);
  if (!known) popularOf.set(cards, (known = new Map()));
  let terms = known.get(n);
  if (!terms) known.set(n, (terms = countPopular(cards, n)));
  return [...terms];
}

function countPopular(cards: readonly Card[], n: number): string[] {
  const counts = new Map<string, number>();
  const bump = (s: string) => counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const card of cards) {
    for (const c of card.earningCategories ?? []) if (c.multiplier > 1) bump(c.categoryName);
    for (const m of card.earningMerchants ?? [])
      for (const name of m.merchantNames ?? []) if (m.multiplier > 1) bump(name.merchantName);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([s]) => s);
}
