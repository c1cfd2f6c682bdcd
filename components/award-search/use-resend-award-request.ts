"use client";
// Answer a question or retry one program; the search query refetches and starts polling again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { awardKeys } from "@/components/award-search/award-query-keys";
import { type AwardServiceName, awardSearchApi } from "@/components/award-search/award-search-api";

export function useResendAwardRequest(service: AwardServiceName, searchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: string; answer?: string }) =>
      v.answer !== undefined
        ? awardSearchApi(service).answer(v.requestId, v.answer)
        : awardSearchApi(service).retry(v.requestId),
    onSuccess: () => qc.invalidateQueries({ queryKey: awardKeys(service).search(searchId) }),
  });
}
