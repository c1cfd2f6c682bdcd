"use client";
// A day picked on one leg's price calendar (issue 38): that leg searched again on that day
// (PUT /api/flights/searches/[id]/legs/[leg]), the other legs' results kept. The page refetches the
// search (the leg's new requests, then their routes live) and the server parts (the history line
// and the folded form say the new day).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { awardKeys } from "@/components/award-search/award-query-keys";
import type { MovedLeg } from "@/lib/flights/move-flight-leg";
import { apiFetch } from "@/lib/query/api-fetch";

export function useMoveLeg(searchId: string) {
  const qc = useQueryClient();
  const router = useRouter();
  const keys = awardKeys("flights");
  return useMutation({
    mutationFn: ({ leg, date }: { leg: number; date: string }) =>
      apiFetch<MovedLeg>(`/api/flights/searches/${encodeURIComponent(searchId)}/legs/${leg + 1}`, {
        method: "PUT",
        body: { date },
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: keys.search(searchId) });
      void qc.invalidateQueries({ queryKey: keys.searches() });
      router.refresh();
    },
  });
}
