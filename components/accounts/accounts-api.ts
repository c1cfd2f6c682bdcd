// The one client-side fetcher for the accounts pages: JSON in, typed data or ApiError out.
import type { AccountDetail } from "@/lib/loyalty-accounts/get-account";
import type { BalancePoint } from "@/lib/loyalty-accounts/get-balance-series";
import type { AccountSummary } from "@/lib/loyalty-accounts/list-accounts";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const res = await fetch(path, {
    method: init?.method ?? "GET",
    headers: init?.body !== undefined ? { "content-type": "application/json" } : undefined,
    body: init?.body !== undefined ? JSON.stringify(init.body) : undefined,
    cache: "no-store",
  });
  const json = (await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string; fields?: Record<string, string> } };
  if (!res.ok) throw new ApiError(res.status, json.error?.code ?? "error", json.error?.message ?? `Request failed (${res.status})`, json.error?.fields);
  return json as T;
}

export type HistoryPage = { page: number; pageCount: number; total: number; subAccountCodes: string[]; rows: { id: string; fields: { name: string; value: string }[] }[] };
const acct = (id: string) => `/api/accounts/${encodeURIComponent(id)}`;

export const accountsApi = {
  list: () => call<AccountSummary[]>("/api/accounts"),
  get: (id: string) => call<AccountDetail>(acct(id)),
  link: (providerCode: string, values: Record<string, string>) => call<{ id: string; requestId: string }>("/api/accounts", { method: "POST", body: { providerCode, values } }),
  update: (id: string, values: Record<string, string>) => call<{ requestId: string }>(acct(id), { method: "PATCH", body: { values } }),
  unlink: (id: string) => call<{ ok: true }>(acct(id), { method: "DELETE" }),
  check: (id: string) => call<{ requestId: string }>(`${acct(id)}/check`, { method: "POST" }),
  answer: (id: string, answer: string) => call<{ requestId: string }>(`${acct(id)}/answer`, { method: "POST", body: { answer } }),
  history: (id: string, page: number, sub: string) => call<HistoryPage>(`${acct(id)}/history?page=${page}&sub=${encodeURIComponent(sub)}`),
  series: (id: string) => call<BalancePoint[]>(`${acct(id)}/series`),
};

export const accountKeys = {
  all: ["accounts"] as const,
  list: () => [...accountKeys.all, "list"] as const,
  detail: (id: string) => [...accountKeys.all, "detail", id] as const,
  history: (id: string, page: number, sub: string) => [...accountKeys.all, "history", id, sub, page] as const,
  series: (id: string) => [...accountKeys.all, "series", id] as const,
};
