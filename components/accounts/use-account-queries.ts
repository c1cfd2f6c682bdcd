"use client";
// Queries for the accounts pages. List and detail poll every second while a check is pending
// (results land server-side through callbacks or the polling fallback).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { accountKeys, accountsApi } from "./accounts-api";

const POLL_MS = 1000;

export function useAccounts() {
  return useQuery({
    queryKey: accountKeys.list(),
    queryFn: accountsApi.list,
    refetchInterval: (q) => (q.state.data?.some((a) => a.pending) ? POLL_MS : false),
    staleTime: 0,
  });
}

export function useAccount(id: string) {
  return useQuery({
    queryKey: accountKeys.detail(id),
    queryFn: () => accountsApi.get(id),
    refetchInterval: (q) => (q.state.data?.pending ? POLL_MS : false),
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
  return useQuery({ queryKey: [...accountKeys.series(id, sub), version], queryFn: () => accountsApi.series(id, sub) });
}

export function useCredentials() {
  return useQuery({ queryKey: accountKeys.credentials(), queryFn: accountsApi.credentials });
}
