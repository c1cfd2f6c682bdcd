"use client";
// Answer a question or retry one program; the search query refetches and starts polling again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { flightKeys } from "@/components/flights/flight-query-keys";
import { flightsApi } from "@/components/flights/flights-api";

export function useResendRequest(searchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string; answer?: string }) =>
      v.answer !== undefined ? flightsApi.answer(v.requestId, v.answer) : flightsApi.retry(v.requestId),
    onSuccess: () => qc.invalidateQueries({ queryKey: flightKeys.search(searchId) }),
  });
}
