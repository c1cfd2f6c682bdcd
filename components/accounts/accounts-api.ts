// Endpoints of the accounts pages over the shared fetcher (lib/query/api-fetch.ts), and their query keys.
import type { AccountDetail } from "@/lib/loyalty-accounts/get-account";
import type { FieldIn } from "@/lib/loyalty-accounts/history-fields";
import type { listCredentials } from "@/lib/loyalty-accounts/list-credentials";
import type { BalancePoint } from "@/lib/loyalty-accounts/get-balance-series";
import { accountsViewQuery, type AccountsView } from "@/lib/loyalty-accounts/accounts-view";
import type { AccountsPage } from "@/lib/loyalty-accounts/list-accounts-page";
import type { LinkedHoldings } from "@/lib/loyalty-accounts/list-holdings";
import { withLoginsView, type LoginsView } from "@/lib/loyalty-accounts/logins-view";
import { apiFetch } from "@/lib/query/api-fetch";

export type HistoryPage = {
  page: number;
  pageCount: number;
  total: number;
  subAccountCodes: string[];
  rows: { id: string; fields: FieldIn[] }[];
};
export type CredentialGroups = Awaited<ReturnType<typeof listCredentials>>;
const acct = (id: string) => `/api/accounts/${encodeURIComponent(id)}`;

export const accountsApi = {
  list: (view: AccountsView) => apiFetch<AccountsPage>(`/api/accounts${accountsViewQuery(view)}`),
  holdings: () => apiFetch<LinkedHoldings>("/api/accounts/holdings"),
  get: (id: string) => apiFetch<AccountDetail>(acct(id)),
  link: (providerCode: string, values: Record<string, string>) =>
    apiFetch<{ id: string; requestId: string }>("/api/accounts", {
      method: "POST",
      body: { providerCode, values },
    }),
  update: (id: string, values: Record<string, string>) =>
    apiFetch<{ requestId: string }>(acct(id), { method: "PATCH", body: { values } }),
  unlink: (id: string) => apiFetch<{ ok: true }>(acct(id), { method: "DELETE" }),
  check: (id: string) => apiFetch<{ requestId: string }>(`${acct(id)}/check`, { method: "POST" }),
  answer: (id: string, answer: string) =>
    apiFetch<{ requestId: string }>(`${acct(id)}/answer`, { method: "POST", body: { answer } }),
  history: (id: string, page: number, sub: string) =>
    apiFetch<HistoryPage>(`${acct(id)}/history?page=${page}&sub=${encodeURIComponent(sub)}`),
  credentials: (view: LoginsView) =>
    apiFetch<CredentialGroups>(`/api/credentials${withLoginsView("", view)}`),
  editCredential: (id: string, body: { password?: string; login2?: string; login3?: string }) =>
    apiFetch<{ ok: true }>(`/api/credentials/${encodeURIComponent(id)}`, { method: "PATCH", body }),
  deleteCredential: (id: string) =>
    apiFetch<{ ok: true }>(`/api/credentials/${encodeURIComponent(id)}`, { method: "DELETE" }),
  setPointValue: (code: string, centsPerPoint: number | null) =>
    apiFetch<{ ok: true }>(`/api/point-values/${encodeURIComponent(code)}`, {
      method: "PUT",
      body: { centsPerPoint },
    }),
  series: (id: string, sub: string) =>
    apiFetch<BalancePoint[]>(`${acct(id)}/series?sub=${encodeURIComponent(sub)}`),
};

export const accountKeys = {
  all: ["accounts"] as const,
  /** One view of the list; without a view, every view (to refetch them all). */
  list: (view?: AccountsView) =>
    view ? ([...accountKeys.all, "list", view] as const) : ([...accountKeys.all, "list"] as const),
  holdings: () => [...accountKeys.all, "holdings"] as const,
  detail: (id: string) => [...accountKeys.all, "detail", id] as const,
  history: (id: string, page: number, sub: string) => [...accountKeys.all, "history", id, sub, page] as const,
  series: (id: string, sub: string) => [...accountKeys.all, "series", id, sub] as const,
  /** One view of the stored logins; without a view, every view. */
  credentials: (view?: LoginsView) =>
    view
      ? ([...accountKeys.all, "credentials", view] as const)
      : ([...accountKeys.all, "credentials"] as const),
};
