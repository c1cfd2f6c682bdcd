"use client";
// For the search form (issue 36): each program's balance and whether the user's bank points reach it,
// as a line on the program's option, and which programs they can book with now. The rules and the
// transfer table load after the form is interactive (lib/transfers/reach-of-programs.ts); until then
// the options read as before.
import { useEffect, useMemo, useState } from "react";
import { useHoldings } from "@/components/accounts/use-holdings";

type ReachOf = typeof import("@/lib/transfers/reach-of-programs").reachOfPrograms;
const NONE = { words: new Map<string, string>(), bookable: [] as string[] };

export function useProgramReach(
  codes: string[],
  canonical: (code: string) => string,
): { words: Map<string, string>; bookable: string[] } {
  const { holdings } = useHoldings();
  const [reachOf, setReachOf] = useState<ReachOf | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/lib/transfers/reach-of-programs").then((m) => live && setReachOf(() => m.reachOfPrograms));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => (reachOf && holdings.length ? reachOf(codes, canonical, holdings) : NONE),
    [reachOf, codes, canonical, holdings],
  );
}
