// The client-side fetcher for the award-search pages (flights, hotels): JSON in, typed data or
// ApiError out. The routes differ only by the service segment: /api/<service>/searches, …/requests.
import type { AwardSearchListItem } from "@/lib/award-search/list-award-searches";

export type AwardServiceName = "flights" | "hotels";

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

export function awardSearchApi(service: AwardServiceName) {
  const enc = encodeURIComponent;
  return {
    createSearch: (form: unknown) => call<{ id: string }>(`/api/${service}/searches`, { method: "POST", body: form }),
    getSearch: <V>(id: string) => call<V>(`/api/${service}/searches/${enc(id)}`),
    listSearches: () => call<{ searches: AwardSearchListItem[] }>(`/api/${service}/searches`),
    answer: (requestId: string, answer: string) => call<{ id: string }>(`/api/${service}/requests/${enc(requestId)}/answer`, { method: "POST", body: { answer } }),
    retry: (requestId: string) => call<{ id: string }>(`/api/${service}/requests/${enc(requestId)}/retry`, { method: "POST", body: {} }),
  };
}

/** The first field message of an error, else its message: what a toast should say. */
export const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : fallback);
