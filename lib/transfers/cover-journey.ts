// How the user can pay a journey (issue 38: a route per leg, perhaps on different programs) with
// what they hold, every program of it at once: one balance is spent once. Out on United and back on
// Flying Blue, 50,000 miles each, with 60,000 Chase Ultimate Rewards, is one transfer and a
// shortfall of 40,000, not two transfers of 50,000 from the same 60,000 (pure; table-tested in
// cover-journey.test.ts).
//
// Each program is covered by coverPrice (cover-price.ts) against what the programs before it left;
// the order matters (a bank that reaches both should pay the one nothing else reaches), so every
// order is tried for up to MAX_ORDERED programs and the best kept: fewest programs short, then the
// smallest shortfall, then the fewest dollars of points used, then the order the legs came in.
import { coverPrice, type Coverage, type Holding, type ValueOf } from "./cover-price";
import type { TransferPartner } from "./transfer-partners";

export type ProgramPrice = { program: string; perPerson: number };

/** Programs past this many are covered in leg order (6 legs may mean 720 orders a journey). */
export const MAX_ORDERED = 4;

/** The miles of each program once, in the order the legs first name it (same program, miles added). */
export function pricesByProgram(prices: readonly ProgramPrice[]): ProgramPrice[] {
  const by = new Map<string, number>();
  for (const p of prices) by.set(p.program, (by.get(p.program) ?? 0) + p.perPerson);
  return [...by].map(([program, perPerson]) => ({ program, perPerson }));
}

/** `amount` taken from `from` (in order, each down to zero) out of the running balances. */
function take(balances: Map<string, number>, from: readonly Holding[], amount: number) {
  let left = amount;
  for (const h of from) {
    if (left <= 0) break;
    const have = balances.get(h.id) ?? 0;
    const used = Math.min(have, left);
    balances.set(h.id, have - used);
    left -= used;
  }
}

/** What paying `c` spends: the program's own miles and each bank's points sent. A shortfall spends nothing. */
function spend(balances: Map<string, number>, c: Coverage) {
  if (c.kind === "covered") take(balances, c.pot.holdings, c.needed);
  if (c.kind !== "transfer") return;
  take(balances, c.pot.holdings, c.best.ownUsed);
  for (const s of c.best.steps) take(balances, s.holdings, s.bankPoints);
}

function permutations(n: number): number[][] {
  if (n <= 1) return [[...Array(n).keys()]];
  // The last index put at the end first: the identity (leg order) comes first.
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, k) => n - 1 - k).map((i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

type Scored = { coverages: Coverage[]; short: number; shortBy: number; dollars: number };

const better = (a: Scored, b: Scored) => a.short - b.short || a.shortBy - b.shortBy || a.dollars - b.dollars;

const dollarsOf = (c: Coverage) => (c.kind === "transfer" ? (c.best.dollars ?? Infinity) : 0);

function coverInOrder(
  order: number[],
  prices: ProgramPrice[],
  travellers: number,
  holdings: readonly Holding[],
  partners: readonly TransferPartner[],
  valueOf: ValueOf,
  today: string,
): Scored {
  const balances = new Map(holdings.map((h) => [h.id, h.balance]));
  const coverages: Coverage[] = new Array(prices.length);
  for (const i of order) {
    const left = holdings.map((h) => ({ ...h, balance: balances.get(h.id) ?? 0 }));
    const c = coverPrice(
      { program: prices[i]!.program, perPerson: prices[i]!.perPerson, travellers },
      left,
      partners,
      valueOf,
      today,
    );
    spend(balances, c);
    coverages[i] = c;
  }
  return {
    coverages,
    short: coverages.filter((c) => c.kind === "short").length,
    shortBy: coverages.reduce((s, c) => s + (c.kind === "short" ? c.shortBy : 0), 0),
    dollars: coverages.reduce((s, c) => s + dollarsOf(c), 0),
  };
}

/** One coverage per program of the journey (pricesByProgram's order), balances spent once across them. */
export function coverJourney(
  prices: readonly ProgramPrice[],
  travellers: number,
  holdings: readonly Holding[],
  partners: readonly TransferPartner[],
  valueOf: ValueOf,
  today: string,
): Coverage[] {
  const byProgram = pricesByProgram(prices);
  const orders = byProgram.length <= MAX_ORDERED ? permutations(byProgram.length) : [[...byProgram.keys()]];
  let best: Scored | null = null;
  // permutations() lists the leg order first, so a tie keeps it.
  for (const order of orders) {
    const s = coverInOrder(order, byProgram, travellers, holdings, partners, valueOf, today);
    if (!best || better(s, best) < 0) best = s;
  }
  return best!.coverages;
}
