"use client";
// Queries for the accounts pages. List and detail are live: refetched when the event stream says an
// account changed (a check's result stored); they poll every second while a check is pending only
// while the stream is down (components/live/use-live.ts).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLiveQueries, usePollingFallback } from "@/components/live/use-live";
import type { AccountsView } from "@/lib/loyalty-accounts/accounts-view";
import type { LoginsView } from "@/lib/loyalty-accounts/logins-view";
import { accountKeys, accountsApi } from "./accounts-api";

const POLL_MS = 1000;

/** One view of the Accounts list; the last view stays on screen while the next one loads. */
export function useAccounts(view: AccountsView) {
  const poll = usePollingFallback();
  useLiveQueries(accountKeys.list(), (c) => c.k === "account");
  return useQuery({
    queryKey: accountKeys.list(view),
    queryFn: () => accountsApi.list(view),
    refetchInterval: (q) => (q.state.data?.rows.some((a) => a.pending) ? poll(POLL_MS) : false),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** What the user holds in linked accounts, for the ways to pay (use-holdings.ts). */
export function useLinkedHoldings() {
  useLiveQueries(accountKeys.holdings(), (c) => c.k === "account");
  return useQuery({ queryKey: accountKeys.holdings(), queryFn: accountsApi.holdings });
}

export function useAccount(id: string) {
  const poll = usePollingFallback();
  useLiveQueries(accountKeys.detail(id), (c) => c.k === "account" && c.id === id);
  return useQuery({
    queryKey: accountKeys.detail(id),
    queryFn: () => accountsApi.get(id),
    refetchInterval: (q) => (q.state.data?.pending ? poll(POLL_MS) : false),
    staleTime: 0,
  });
}

export function useAccountHistory(id: string, page: number, sub: string, version: string | null) {
  return useQuery({
    queryKey: [...accountKeys.history(id, page, sub), version],
    queryFn: () => accountsApi.history(id, page, sub),
    placeholderData: keepPreviousData,
  });
}

export function useBalanceSeries(id: string, sub: string, version: string | null) {
  return useQuery({
    queryKey: [...accountKeys.series(id, sub), version],
    queryFn: () => accountsApi.series(id, sub),
  });
}

/** One view of the stored logins; the last view stays on screen while the next one loads. */
export function useCredentials(view: LoginsView) {
  return useQuery({
    queryKey: accountKeys.credentials(view),
    queryFn: () => accountsApi.credentials(view),
    placeholderData: keepPreviousData,
  });
}
