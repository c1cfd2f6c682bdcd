"use client";
// Queries and mutations of the Business pages. The connection is live: refetched when the event
// stream says a sync run changed (polled every second while a sync is queued, running or waiting
// only while the stream is down), and the page's server data is refreshed when a run ends.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BalancesView } from "@/lib/business/balances-view";
import { isSyncRunOver } from "@/lib/business/sync-run-status";
import { useLiveQueries, usePollingFallback } from "@/components/live/use-live";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { businessApi, businessKeys, type ConnectionState } from "./business-api";

export const isActive = (c: ConnectionState | undefined) =>
  Boolean(c && "run" in c && c.run && !isSyncRunOver(c.run.status));

export function useConnection() {
  const router = useRouter();
  const qc = useQueryClient();
  const poll = usePollingFallback();
  useLiveQueries(businessKeys.connection(), (c) => c.k === "business-sync");
  const query = useQuery({
    queryKey: businessKeys.connection(),
    queryFn: businessApi.connection,
    refetchInterval: (q) => (isActive(q.state.data) ? poll(1000) : false),
  });
  // Refresh the server-rendered parts (people, accounts) whenever a run is seen to end.
  const seen = useRef<string | null>(null);
  const data = query.data;
  const run = data && "run" in data ? data.run : null;
  const ended = run && isSyncRunOver(run.status) ? `${run.id}:${run.finishedAt}` : null;
  useEffect(() => {
    if (seen.current === null) {
      seen.current = ended ?? "";
      return;
    }
    if (ended && ended !== seen.current) {
      seen.current = ended;
      void qc.invalidateQueries({ queryKey: businessKeys.balances() });
      router.refresh();
    }
  }, [ended, qc, router]);
  return query;
}

/** The people the balances' person filter offers, fetched once the page is up. */
export function useBalancePeople() {
  return useQuery({
    queryKey: businessKeys.balancePeople(),
    queryFn: businessApi.balancePeople,
    staleTime: 60_000,
  });
}

/** One view of team balances; the last view stays on screen while the next one loads. */
export function useBalances(view: BalancesView) {
  return useQuery({
    queryKey: businessKeys.balances(view),
    queryFn: () => businessApi.balances(view),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  const router = useRouter();
  return async () => {
    await qc.invalidateQueries({ queryKey: businessKeys.all });
    router.refresh();
  };
}

export function useSaveKey() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: businessApi.saveKey, onSuccess: invalidate });
}
export function useRemoveKey() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: businessApi.removeKey, onSuccess: invalidate });
}
export function useStartSync() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: businessApi.sync,
    onSuccess: () => qc.invalidateQueries({ queryKey: businessKeys.connection() }),
  });
}
export function useCreateInvite() {
  return useMutation({
    mutationFn: (v: { access: number; granularSharing: boolean }) =>
      businessApi.invite(v.access, v.granularSharing),
  });
}
