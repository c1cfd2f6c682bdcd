"use client";
// The typed-in balances query and its mutations; each mutation invalidates through the key factory.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { manualBalanceKeys, manualBalancesApi, type ManualBalanceForm } from "./manual-balances-api";

export function useManualBalances() {
  return useQuery({ queryKey: manualBalanceKeys.list(), queryFn: manualBalancesApi.list });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: manualBalanceKeys.all });
}

export function useSaveManualBalance() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (v: { id?: string; form: ManualBalanceForm }): Promise<unknown> =>
      v.id ? manualBalancesApi.update(v.id, v.form) : manualBalancesApi.add(v.form),
    onSuccess: invalidate,
  });
}

export function useDeleteManualBalance() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => manualBalancesApi.remove(id), onSuccess: invalidate });
}
