// Endpoints of the award-search pages (flights, hotels) over the shared fetcher. The routes differ
// only by the service segment: /api/<service>/searches, /api/<service>/requests/….
import { apiFetch } from "@/lib/query/api-fetch";

export type AwardServiceName = "flights" | "hotels";

export function awardSearchApi(service: AwardServiceName) {
  const enc = encodeURIComponent;
  return {
    createSearch: (form: unknown) =>
      apiFetch<{ id: string }>(`/api/${service}/searches`, { method: "POST", body: form }),
    getSearch: <V>(id: string, known?: string) =>
      apiFetch<V>(`/api/${service}/searches/${enc(id)}${known ? `?known=${enc(known)}` : ""}`),
    removeSearch: (id: string) =>
      apiFetch<{ ok: true }>(`/api/${service}/searches/${enc(id)}`, { method: "DELETE" }),
    answer: (requestId: string, answer: string) =>
      apiFetch<{ id: string }>(`/api/${service}/requests/${enc(requestId)}/answer`, {
        method: "POST",
        body: { answer },
      }),
    retry: (requestId: string) =>
      apiFetch<{ id: string }>(`/api/${service}/requests/${enc(requestId)}/retry`, {
        method: "POST",
        body: {},
      }),
  };
}
