"use client";
// Saves the cash fare typed on a flight search's results (PATCH /api/flights/searches/[id]) and puts
// the stored value into the page's copy of the search, so every route's value per point follows at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { awardKeys } from "@/components/award-search/award-query-keys";
import type { FlightSearchView } from "@/lib/flights/flight-search-view";
import { apiFetch } from "@/lib/query/api-fetch";

export function useSetCashFare(searchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cashFare: number | null) =>
      apiFetch<{ cashFareMinor: number | null }>(`/api/flights/searches/${encodeURIComponent(searchId)}`, {
        method: "PATCH",
        body: { cashFare },
      }),
    onSuccess: ({ cashFareMinor }) => {
      qc.setQueryData<FlightSearchView>(awardKeys("flights").search(searchId), (prev) =>
        prev ? { ...prev, cashFareMinor } : prev,
      );
    },
  });
}
