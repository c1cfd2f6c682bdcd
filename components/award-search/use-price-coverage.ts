"use client";
// Coverage of every listed price by the user's holdings, computed in the browser as results arrive
// (pure rules: lib/transfers/cover-price.ts; a few hundred prices take a few milliseconds). Keyed by
// the result's id so cards can be memoized; `bookable` counts what can be paid now.
import { useCallback, useMemo } from "react";
import { useHoldings } from "@/components/accounts/use-holdings";
import { localToday } from "@/components/ui/iso-date";
import { bookable, coverPrice, type Holding, type ValueOf } from "@/lib/transfers/cover-price";
import { TRANSFER_PARTNERS } from "@/lib/transfers/transfer-partners";
import { defaultPointValue } from "@/lib/valuations/default-point-values";
import type { PriceCoverage } from "./pay-with-points";

export type PricedItem = { id: string; program: string; perPerson: number };
export type CoverFn = (program: string, perPerson: number, travellers: number) => PriceCoverage;

/** Coverage remembered per program, price, travellers and day for these holdings: a round trip ±3
 *  days lists ~20,000 routes but only a few hundred distinct prices, and each answer re-covers every
 *  route of the lists (bench/journeys-page.ts: most of the page's time after an answer). */
function rememberedCover(holdings: Holding[], valueOf: ValueOf): CoverFn {
  const seen = new Map<string, PriceCoverage>();
  return (program, perPerson, travellers) => {
    const today = localToday();
    const key = `${program}|${perPerson}|${travellers}|${today}`;
    const known = seen.get(key);
    if (known) return known;
    const everyone = coverPrice(
      { program, perPerson, travellers },
      holdings,
      TRANSFER_PARTNERS,
      valueOf,
      today,
    );
    const perOne =
      travellers > 1
        ? coverPrice({ program, perPerson, travellers: 1 }, holdings, TRANSFER_PARTNERS, valueOf, today)
        : null;
    const coverage = { everyone, perPerson: perOne, travellers };
    seen.set(key, coverage);
    return coverage;
  };
}

/** One function that covers any price with the user's current holdings (stable while they are). */
export function useCoverFn(): { cover: CoverFn; valueOf: ValueOf; ready: boolean; holdings: Holding[] } {
  const { holdings, valueOf: heldValue, ready } = useHoldings();
  // A program the user holds has its resolved value (their own, the card service's or the default);
  // any other falls back to the default table (results load after the page, so it costs no first load).
  const valueOf = useCallback<ValueOf>(
    (program) => heldValue(program) ?? defaultPointValue(program),
    [heldValue],
  );
  const cover = useMemo(() => rememberedCover(holdings, valueOf), [holdings, valueOf]);
  return { cover, valueOf, ready, holdings };
}

export function usePriceCoverage(
  items: PricedItem[],
  travellers: number,
): {
  byId: Map<string, PriceCoverage>;
  bookableIds: Set<string>;
  ready: boolean;
  cover: CoverFn;
  valueOf: ValueOf;
} {
  const { cover, valueOf, ready } = useCoverFn();
  const { byId, bookableIds } = useMemo(() => {
    const byId = new Map<string, PriceCoverage>();
    const bookableIds = new Set<string>();
    for (const item of items) {
      const c = cover(item.program, item.perPerson, travellers);
      byId.set(item.id, c);
      if (bookable(c.everyone)) bookableIds.add(item.id);
    }
    return { byId, bookableIds };
  }, [items, travellers, cover]);
  return { byId, bookableIds, ready, cover, valueOf };
}
