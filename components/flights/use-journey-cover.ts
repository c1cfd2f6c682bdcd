"use client";
// How a journey can be paid (issue 38): every program of it at once with the user's holdings, each
// balance spent once across the legs (lib/transfers/cover-journey.ts), for everyone travelling and,
// with several travellers, per person. Lines in pricesByProgram's order.
import { useCallback } from "react";
import type { PriceCoverage } from "@/components/award-search/pay-with-points";
import { useCoverFn } from "@/components/award-search/use-price-coverage";
import { localToday } from "@/components/ui/iso-date";
import { coverJourney, type ProgramPrice } from "@/lib/transfers/cover-journey";
import { TRANSFER_PARTNERS } from "@/lib/transfers/transfer-partners";

export type JourneyCoverFn = (prices: ProgramPrice[], travellers: number) => PriceCoverage[];

export function useJourneyCover(): {
  coverJourney: JourneyCoverFn;
  cover: ReturnType<typeof useCoverFn>["cover"];
} {
  const { cover, valueOf, holdings } = useCoverFn();
  const coverAll = useCallback<JourneyCoverFn>(
    (prices, travellers) => {
      const today = localToday();
      const everyone = coverJourney(prices, travellers, holdings, TRANSFER_PARTNERS, valueOf, today);
      const perOne =
        travellers > 1 ? coverJourney(prices, 1, holdings, TRANSFER_PARTNERS, valueOf, today) : null;
      return everyone.map((c, i) => ({ everyone: c, perPerson: perOne?.[i] ?? null, travellers }));
    },
    [holdings, valueOf],
  );
  return { coverJourney: coverAll, cover };
}
