// The one client-side fetcher for the flights pages: JSON in, typed data or ApiError out.
import type { AwardSearchListItem } from "@/lib/award-search/list-award-searches";
import type { FlightSearchView } from "@/lib/flights/flight-search-view";
import type { FlightSearchForm } from "@/lib/flights/search-form-schema";

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
  if (!res.ok) {
    throw new ApiError(res.status, json.error?.code ?? "error", json.error?.message ?? `Request failed (${res.status})`, json.error?.fields);
  }
  return json as T;
}

export const flightsApi = {
  createSearch: (form: FlightSearchForm) => call<{ id: string }>("/api/flights/searches", { method: "POST", body: form }),
  getSearch: (id: string) => call<FlightSearchView>(`/api/flights/searches/${encodeURIComponent(id)}`),
  listSearches: () => call<{ searches: AwardSearchListItem[] }>("/api/flights/searches"),
  answer: (requestId: string, answer: string) =>
    call<{ id: string }>(`/api/flights/requests/${encodeURIComponent(requestId)}/answer`, { method: "POST", body: { answer } }),
  retry: (requestId: string) => call<{ id: string }>(`/api/flights/requests/${encodeURIComponent(requestId)}/retry`, { method: "POST", body: {} }),
};
