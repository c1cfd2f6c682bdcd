"use client";
// The airport field's queries (TanStack Query over GET /api/airports): matches for the typed text
// and the airport of a typed code. The list itself (≈3,200 airports) never reaches the browser
// (issue 33 item 6; bench/first-load-imports.test.ts). Answers are facts that do not change while
// a page is open: kept for the session.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { airportKeys, airportsApi, asCode, type AirportHit } from "@/components/flights/airports-api";

const FOREVER = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

/** Matches for `text` while `enabled` (the list is open); the previous list stays while typing. */
export function useAirportSearch(text: string, enabled: boolean) {
  const q = text.trim();
  return useQuery({
    queryKey: airportKeys.search(q),
    queryFn: () => airportsApi.search(q),
    enabled: enabled && q.length > 0,
    placeholderData: keepPreviousData,
    ...FOREVER,
  });
}

/** The airport a field's value names, once it looks like a code; null for an unknown code. */
export function useAirport(value: string): AirportHit | null | undefined {
  const code = asCode(value);
  const query = useQuery({
    queryKey: airportKeys.code(code ?? ""),
    queryFn: () => airportsApi.byCode(code!),
    enabled: code !== null,
    ...FOREVER,
  });
  return code ? query.data : null;
}

/** For the form's check on send: the airports of the codes, from the cache or the server. A code
 *  the server could not be asked about passes here (zone UTC): the server's own check decides. */
export function useAirportLookup() {
  const qc = useQueryClient();
  return async (values: string[]): Promise<(code: string) => Pick<AirportHit, "tz"> | undefined> => {
    const found = new Map<string, Pick<AirportHit, "tz">>();
    await Promise.all(
      values.map(async (value) => {
        const code = asCode(value);
        if (!code) return;
        const airport = await qc
          .fetchQuery({
            queryKey: airportKeys.code(code),
            queryFn: () => airportsApi.byCode(code),
            ...FOREVER,
          })
          .catch(() => ({ tz: "UTC" }));
        if (airport) found.set(code, airport);
      }),
    );
    return (iata: string) => found.get(iata.trim().toUpperCase());
  };
}
