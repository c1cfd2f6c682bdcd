// Endpoints of typed-in balances over the shared fetcher, and their query keys (issue 36).
import type { ManualBalanceSummary } from "@/lib/manual-balances/list-manual-balances";
import { apiFetch } from "@/lib/query/api-fetch";

export type ManualBalanceForm = {
  programCode: string;
  balance: string;
  expirationDate: string;
  owner: string;
};

const one = (id: string) => `/api/manual-balances/${encodeURIComponent(id)}`;

export const manualBalancesApi = {
  list: () => apiFetch<ManualBalanceSummary[]>("/api/manual-balances"),
  add: (form: ManualBalanceForm) =>
    apiFetch<{ id: string }>("/api/manual-balances", { method: "POST", body: form }),
  update: (id: string, form: ManualBalanceForm) =>
    apiFetch<{ ok: true }>(one(id), { method: "PATCH", body: form }),
  remove: (id: string) => apiFetch<{ ok: true }>(one(id), { method: "DELETE" }),
};

export const manualBalanceKeys = {
  all: ["manual-balances"] as const,
  list: () => [...manualBalanceKeys.all, "list"] as const,
};
