"use client";
// Queries and mutations of watched searches. The list is refetched when a watch's notice arrives
// (its run found something), and every minute while a run is in flight or the stream is down.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveQueries, usePollingFallback } from "@/components/live/use-live";
import type { WatchView } from "@/lib/watches/list-watches";
import { watchesApi, watchKeys } from "./watches-api";

export function useWatches(initial: WatchView[]) {
  const poll = usePollingFallback();
  useLiveQueries(watchKeys.all, (c) => c.k === "notification");
  return useQuery({
    queryKey: watchKeys.list(),
    queryFn: watchesApi.list,
    initialData: initial,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.some((w) => w.status === "running") ? 15_000 : poll(60_000)),
  });
}

function useWatchMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: watchKeys.all }) });
}

export const useCreateWatch = () => useWatchMutation(watchesApi.create);
export const useEditWatch = () => useWatchMutation(watchesApi.edit);
export const usePauseWatch = () => useWatchMutation(watchesApi.pause);
export const useDeleteWatch = () => useWatchMutation(watchesApi.remove);
export const useRunWatchNow = () => useWatchMutation(watchesApi.runNow);
