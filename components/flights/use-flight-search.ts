"use client";
// One search, polled every second while any program or part is pending (callbacks land server-side;
// the page reads our own API). Stops by itself when everything is final.
import { useQuery } from "@tanstack/react-query";
import { flightKeys } from "@/components/flights/flight-query-keys";
import { flightsApi } from "@/components/flights/flights-api";

export const POLL_MS = 1000;

export function useFlightSearch(id: string) {
  return useQuery({
    queryKey: flightKeys.search(id),
    queryFn: () => flightsApi.getSearch(id),
    refetchInterval: (query) => (query.state.data?.progress.pending ? POLL_MS : false),
    staleTime: 0,
  });
}
