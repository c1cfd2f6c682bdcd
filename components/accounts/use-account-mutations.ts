"use client";
// Mutations for the accounts pages; each invalidates through the key factory.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountKeys, accountsApi } from "./accounts-api";

function useInvalidateAccounts() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: accountKeys.all });
}

export function useLinkAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (v: { providerCode: string; values: Record<string, string> }) =>
      accountsApi.link(v.providerCode, v.values),
    onSuccess: invalidate,
  });
}

export function useCheckAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: (id: string) => accountsApi.check(id), onSuccess: invalidate });
}

export function useAnswerQuestion(id: string) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (answer: string) => accountsApi.answer(id, answer),
    onSuccess: invalidate,
  });
}

export function useUpdateCredentials(id: string) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (values: Record<string, string>) => accountsApi.update(id, values),
    onSuccess: invalidate,
  });
}

export function useUnlinkAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountsApi.unlink(id),
    onSuccess: () => qc.removeQueries({ queryKey: accountKeys.all }),
  });
}

export function useSetPointValue(code: string) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (centsPerPoint: number | null) => accountsApi.setPointValue(code, centsPerPoint),
    onSuccess: invalidate,
  });
}

export function useEditCredential(id: string) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (body: { password?: string; login2?: string; login3?: string }) =>
      accountsApi.editCredential(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCredential() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: (id: string) => accountsApi.deleteCredential(id), onSuccess: invalidate });
}
