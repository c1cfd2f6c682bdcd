"use client";
// A day picked on one leg's price calendar (issue 38): that leg searched again on that day
// (PUT /api/flights/searches/[id]/legs/[leg]), the other legs' results kept; `reopen` when the
// browser's Back or Forward returns to a day (leg-days-in-url.tsx). The page refetches the search
// (the leg's requests, then their routes live); the caller's navigation or refresh brings the server
// parts (the history line and the folded form say the new day).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { awardKeys } from "@/components/award-search/award-query-keys";
import type { MovedLeg } from "@/lib/flights/move-flight-leg";
import { apiFetch } from "@/lib/query/api-fetch";

export function useMoveLeg(searchId: string) {
  const qc = useQueryClient();
  const keys = awardKeys("flights");
  return useMutation({
    mutationFn: ({ leg, date, reopen }: { leg: number; date: string; reopen?: boolean }) =>
      apiFetch<MovedLeg>(`/api/flights/searches/${encodeURIComponent(searchId)}/legs/${leg + 1}`, {
        method: "PUT",
        body: reopen ? { date, reopen } : { date },
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: keys.search(searchId) });
      void qc.invalidateQueries({ queryKey: keys.searches() });
    },
  });
}
