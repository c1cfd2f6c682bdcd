"use client";
// One search, polled every second while any program is pending (callbacks land server-side; the
// page reads our own API). Stops by itself when everything is final.
import { useQuery } from "@tanstack/react-query";
import { awardKeys } from "@/components/award-search/award-query-keys";
import { type AwardServiceName, awardSearchApi } from "@/components/award-search/award-search-api";

export const POLL_MS = 1000;

export function useAwardSearch<V extends { progress: { pending: boolean } }>(service: AwardServiceName, id: string) {
  return useQuery({
    queryKey: awardKeys(service).search(id),
    queryFn: () => awardSearchApi(service).getSearch<V>(id),
    refetchInterval: (query) => (query.state.data?.progress.pending ? POLL_MS : false),
    staleTime: 0,
  });
}
