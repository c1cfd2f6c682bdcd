"use client";
// For the search form (issue 36): each program's balance and whether the user's bank points reach it,
// as a line on the program's option, and which programs they can book with now.
import { useMemo } from "react";
import { useHoldings } from "@/components/accounts/use-holdings";
import { canBookWith, programReach, reachWords } from "@/lib/transfers/program-reach";
import { TRANSFER_PARTNERS } from "@/lib/transfers/transfer-partners";

export function useProgramReach(codes: string[], canonical: (code: string) => string): { words: Map<string, string>; bookable: string[] } {
  const { holdings } = useHoldings();
  return useMemo(() => {
    const words = new Map<string, string>();
    const bookable: string[] = [];
    for (const code of codes) {
      const program = canonical(code);
      const reach = programReach(program, holdings, TRANSFER_PARTNERS);
      const text = reachWords(program, reach);
      if (text) words.set(code, text);
      if (canBookWith(reach)) bookable.push(code);
    }
    return { words, bookable };
  }, [codes, canonical, holdings]);
}
