"use client";
// One search, live: when the event stream says one of its programs changed (or after the stream
// (re)connects), the page refetches it sending the versions it holds, so only the changed program's
// results travel (`merge` folds them into the page's copy). Only while the stream is down (blocked,
// broken) it polls every second while any program is pending, as before live updates.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLiveQueries, usePollingFallback } from "@/components/live/use-live";
import { awardKeys } from "@/components/award-search/award-query-keys";
import { type AwardServiceName, awardSearchApi } from "@/components/award-search/award-search-api";

export const POLL_MS = 1000;

type Polled = {
  progress: { pending: boolean };
  programs: { id: string; version: string }[];
  /** A first-paint copy missing part of its results (flights: lib/flights/get-flight-search-view.ts):
   *  its versions do not say what the page holds, so the next fetch asks for everything. */
  routesLeftOut?: true;
};

const EVENT_KIND: Record<AwardServiceName, string> = { flights: "flight-program", hotels: "hotel-program" };

/** `merge`: for views that send only what changed since the versions the page holds. */
export function useAwardSearch<V extends Polled>(
  service: AwardServiceName,
  id: string,
  merge?: (prev: V, next: V) => V,
) {
  const queryClient = useQueryClient();
  const queryKey = awardKeys(service).search(id);
  const poll = usePollingFallback();
  useLiveQueries(queryKey, (c) => c.k === EVENT_KIND[service] && c.id === id);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const held = merge ? queryClient.getQueryData<V>(queryKey) : undefined;
      const prev = held?.routesLeftOut ? undefined : held;
      const known = prev?.programs.map((p) => `${p.id}:${p.version}`).join(",");
      const next = await awardSearchApi(service).getSearch<V>(id, known);
      return prev && merge ? merge(prev, next) : next;
    },
    refetchInterval: (query) => (query.state.data?.progress.pending ? poll(POLL_MS) : false),
    staleTime: 0,
  });
  // A server render hydrated over the page's copy after it was first drawn (a navigation or refresh
  // on the same search: Back to a leg's earlier day, a leg searched again) has no routes, and no
  // mount follows to fetch them: fetch them now, once per such copy (a failed fetch is not retried
  // in a loop), joining a fetch already on its way.
  const { refetch, dataUpdatedAt } = query;
  const leftOut = query.data?.routesLeftOut === true;
  useEffect(() => {
    if (leftOut) void refetch({ cancelRefetch: false });
  }, [leftOut, dataUpdatedAt, refetch]);
  return query;
}
