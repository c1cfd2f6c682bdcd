"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { awardKeys } from "@/components/award-search/award-query-keys";
import { type AwardServiceName, awardSearchApi } from "@/components/award-search/award-search-api";

export function useCreateAwardSearch<F>(service: AwardServiceName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: F) => awardSearchApi(service).createSearch(form),
    onSuccess: () => qc.invalidateQueries({ queryKey: awardKeys(service).searches() }),
  });
}
