// How the user can pay an award price with what they hold (pure; table-tested in cover-price.test.ts).
//
//   1. The program's own balance: the best single account, or all of them added up when the program
//      pools (pooling.ts). Enough → "covered".
//   2. Else transfers from bank currencies (transfer-partners.ts), respecting ratio, increment and
//      minimum: every way of paying with at most one bank (own miles first, or the bank alone), then,
//      when no single bank is enough, banks together cheapest first. The options are ranked by what the
//      points used are worth in dollars (the user's valuations); the cheapest is offered, the rest are
//      the alternatives. An option whose points have no known value ranks after every valued one.
//   3. Else "short": by how much, counting everything that could be moved.
// A balance read more than 7 days before `today` is named as stale, with its date.
import { pools } from "./pooling";
import type { TransferPartner } from "./transfer-partners";

export type Holding = { id: string; program: string; balance: number; asOf: string; owner: string | null };
export type AwardPrice = { program: string; perPerson: number; travellers: number };
export type ValueOf = (program: string) => number | null;

export type Pot = { program: string; available: number; holdings: Holding[] };
export type TransferStep = {
  bank: string;
  bankPoints: number;
  programPoints: number;
  row: TransferPartner;
  leftInBank: number;
  holdings: Holding[];
};
export type PayOption = { ownUsed: number; steps: TransferStep[]; dollars: number | null };
export type Stale = { program: string; asOf: string };

export type Coverage =
  | { kind: "covered"; program: string; needed: number; pot: Pot; stale: Stale[] }
  | {
      kind: "transfer";
      program: string;
      needed: number;
      pot: Pot;
      best: PayOption;
      alternatives: PayOption[];
      stale: Stale[];
    }
  | {
      kind: "short";
      program: string;
      needed: number;
      have: number;
      shortBy: number;
      programs: string[];
      stale: Stale[];
    };

export const STALE_AFTER_DAYS = 7;

/** What one program's balance can pay: all accounts when it pools, else the largest one. */
export function usablePot(program: string, holdings: readonly Holding[]): Pot {
  const own = holdings.filter((h) => h.program === program && h.balance > 0);
  if (own.length === 0) return { program, available: 0, holdings: [] };
  if (pools(program)) return { program, available: own.reduce((s, h) => s + h.balance, 0), holdings: own };
  const best = own.reduce((a, b) => (b.balance > a.balance ? b : a));
  return { program, available: best.balance, holdings: [best] };
}

/** Bank points to send for at least `wanted` program points: ratio, then the increment, then the minimum. */
export function bankPointsFor(
  wanted: number,
  row: Pick<TransferPartner, "ratio" | "increment" | "minimum">,
): number {
  let points = Math.ceil((wanted * row.ratio.from) / row.ratio.to);
  if (row.increment) points = Math.ceil(points / row.increment) * row.increment;
  if (row.minimum) points = Math.max(points, row.minimum);
  return points;
}

/** Program points that `bankPoints` bring (partial points are not credited). */
export function programPointsFrom(bankPoints: number, row: Pick<TransferPartner, "ratio">): number {
  return Math.floor((bankPoints * row.ratio.to) / row.ratio.from);
}

/** The most bank points that can be sent out of `available` (whole increments, at least the minimum). */
function sendable(available: number, row: TransferPartner): number {
  const points = row.increment ? Math.floor(available / row.increment) * row.increment : available;
  return row.minimum && points < row.minimum ? 0 : points;
}

function step(row: TransferPartner, pot: Pot, bankPoints: number): TransferStep {
  return {
    bank: row.bank,
    bankPoints,
    programPoints: programPointsFrom(bankPoints, row),
    row,
    leftInBank: pot.available - bankPoints,
    holdings: pot.holdings,
  };
}

function dollars(option: Omit<PayOption, "dollars">, program: string, valueOf: ValueOf): number | null {
  const own = option.ownUsed > 0 ? valueOf(program) : 0;
  if (own == null) return null;
  let total = option.ownUsed * own;
  for (const s of option.steps) {
    const v = valueOf(s.bank);
    if (v == null) return null;
    total += s.bankPoints * v;
  }
  return total;
}

const byDollars = (a: PayOption, b: PayOption) =>
  a.dollars == null ? 1 : b.dollars == null ? -1 : a.dollars - b.dollars;

function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

function staleOf(holdings: Holding[], today: string): Stale[] {
  const seen = new Map<string, Stale>();
  for (const h of holdings) {
    if (daysBetween(h.asOf, today) <= STALE_AFTER_DAYS) continue;
    const prev = seen.get(h.program);
    if (!prev || h.asOf < prev.asOf) seen.set(h.program, { program: h.program, asOf: h.asOf.slice(0, 10) });
  }
  return [...seen.values()];
}

export function coverPrice(
  price: AwardPrice,
  holdings: readonly Holding[],
  partners: readonly TransferPartner[],
  valueOf: ValueOf,
  today: string,
): Coverage {
  const needed = price.perPerson * price.travellers;
  const pot = usablePot(price.program, holdings);
  if (pot.available >= needed)
    return { kind: "covered", program: price.program, needed, pot, stale: staleOf(pot.holdings, today) };

  const routes = partners
    .filter((r) => r.program === price.program)
    .map((row) => ({ row, pot: usablePot(row.bank, holdings) }))
    .filter((r) => r.pot.available > 0);

  const options: PayOption[] = [];
  const add = (o: Omit<PayOption, "dollars">) =>
    options.push({ ...o, dollars: dollars(o, price.program, valueOf) });
  for (const { row, pot: bank } of routes) {
    for (const ownUsed of pot.available > 0 ? [pot.available, 0] : [0]) {
      const points = bankPointsFor(needed - ownUsed, row);
      if (points <= sendable(bank.available, row)) add({ ownUsed, steps: [step(row, bank, points)] });
    }
  }
  if (options.length === 0 && routes.length > 1) {
    // No single bank is enough: banks together, the cheapest dollars per program point first.
    const perPoint = (r: (typeof routes)[number]) =>
      (valueOf(r.row.bank) ?? Infinity) * (r.row.ratio.from / r.row.ratio.to);
    let missing = needed - pot.available;
    const steps: TransferStep[] = [];
    for (const r of [...routes].sort((a, b) => perPoint(a) - perPoint(b))) {
      if (missing <= 0) break;
      const most = sendable(r.pot.available, r.row);
      const points = Math.min(bankPointsFor(missing, r.row), most);
      if (points <= 0 || (r.row.minimum && points < r.row.minimum)) continue;
      const s = step(r.row, r.pot, points);
      steps.push(s);
      missing -= s.programPoints;
    }
    if (missing <= 0) add({ ownUsed: pot.available, steps });
  }
  if (options.length > 0) {
    const [best, ...alternatives] = options.sort(byDollars);
    const used = [...pot.holdings, ...best!.steps.flatMap((s) => s.holdings)];
    return {
      kind: "transfer",
      program: price.program,
      needed,
      pot,
      best: best!,
      alternatives,
      stale: staleOf(used, today),
    };
  }

  const reach = routes
    .map((r) => ({
      bank: r.row.bank,
      points: programPointsFrom(sendable(r.pot.available, r.row), r.row),
      holdings: r.pot.holdings,
    }))
    .filter((r) => r.points > 0);
  const have = pot.available + reach.reduce((s, r) => s + r.points, 0);
  const programs = [...(pot.available > 0 ? [price.program] : []), ...reach.map((r) => r.bank)];
  const used = [...pot.holdings, ...reach.flatMap((r) => r.holdings)];
  return {
    kind: "short",
    program: price.program,
    needed,
    have,
    shortBy: needed - have,
    programs,
    stale: staleOf(used, today),
  };
}

export function bookable(c: Coverage): boolean {
  return c.kind !== "short";
}
