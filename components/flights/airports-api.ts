// GET /api/airports over the shared fetcher, with the query-key factory: the airport list lives
// on the server (lib/airports), the browser asks for what a field shows.
import type { AirportHit } from "@/lib/airports/find-airports-query";
import { apiFetch } from "@/lib/query/api-fetch";

export type { AirportHit };

const enc = encodeURIComponent;

export const airportsApi = {
  search: (q: string) =>
    apiFetch<{ airports: AirportHit[] }>(`/api/airports?q=${enc(q)}&limit=8`).then((r) => r.airports),
  byCode: (code: string) =>
    apiFetch<{ airports: AirportHit[] }>(`/api/airports?codes=${enc(code)}`).then(
      (r) => r.airports[0] ?? null,
    ),
};

export const airportKeys = {
  all: ["airports"] as const,
  search: (q: string) => ["airports", "search", q] as const,
  code: (code: string) => ["airports", "code", code] as const,
};

/** A typed code as the server reads it: trimmed, upper case; null when it cannot be one. */
export const asCode = (value: string) =>
  /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : null;
