"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { flightKeys } from "@/components/flights/flight-query-keys";
import { flightsApi } from "@/components/flights/flights-api";

export function useCreateFlightSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: flightsApi.createSearch,
    onSuccess: () => qc.invalidateQueries({ queryKey: flightKeys.searches() }),
  });
}
