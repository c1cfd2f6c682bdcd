// Endpoints of watched searches over the shared fetcher, and their query keys.
import type { WatchView } from "@/lib/watches/list-watches";
import type { AnyWatchInput } from "@/lib/watches/watch-conditions";
import { apiFetch } from "@/lib/query/api-fetch";

const at = (id: string) => `/api/watches/${encodeURIComponent(id)}`;

export const watchesApi = {
  list: () => apiFetch<WatchView[]>("/api/watches"),
  create: (body: AnyWatchInput & { searchId: string }) =>
    apiFetch<{ id: string }>("/api/watches", { method: "POST", body }),
  edit: ({ id, input }: { id: string; input: AnyWatchInput }) =>
    apiFetch<{ ok: true }>(at(id), { method: "PATCH", body: input }),
  pause: ({ id, paused }: { id: string; paused: boolean }) =>
    apiFetch<{ ok: true }>(at(id), { method: "PATCH", body: { paused } }),
  remove: (id: string) => apiFetch<{ ok: true }>(at(id), { method: "DELETE" }),
  runNow: (id: string) => apiFetch<{ queued: boolean }>(`${at(id)}/run`, { method: "POST" }),
};

export const watchKeys = {
  all: ["watches"] as const,
  list: () => [...watchKeys.all, "list"] as const,
};
