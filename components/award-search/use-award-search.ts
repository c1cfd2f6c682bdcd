"use client";
// One search, polled every second while any program is pending (callbacks land server-side; the
// page reads our own API). Stops by itself when everything is final.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { awardKeys } from "@/components/award-search/award-query-keys";
import { type AwardServiceName, awardSearchApi } from "@/components/award-search/award-search-api";

export const POLL_MS = 1000;

type Polled = { progress: { pending: boolean }; programs: { id: string; version: string }[] };

/** `merge`: for views that send only what changed since the versions the page holds (hotels). */
export function useAwardSearch<V extends Polled>(service: AwardServiceName, id: string, merge?: (prev: V, next: V) => V) {
  const queryClient = useQueryClient();
  const queryKey = awardKeys(service).search(id);
  return useQuery({
    queryKey,
    queryFn: async () => {
      const prev = merge ? queryClient.getQueryData<V>(queryKey) : undefined;
      const known = prev?.programs.map((p) => `${p.id}:${p.version}`).join(",");
      const next = await awardSearchApi(service).getSearch<V>(id, known);
      return prev && merge ? merge(prev, next) : next;
    },
    refetchInterval: (query) => (query.state.data?.progress.pending ? POLL_MS : false),
    staleTime: 0,
  });
}
