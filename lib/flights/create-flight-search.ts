// POST /api/flights/searches: validate against the cached catalog, then fan out through the generic
// award search: one request per program for a one-way search on one date between two airports (as
// before issue 38), else one per leg × day × airport pair × program (lib/flights/trip-legs.ts), each
// with its own params (AwardRequest.params: that request's airports, day and leg).
import "server-only";
import { createAwardSearch } from "@/lib/award-search/create-award-search";
import { db } from "@/lib/db";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { usesAccount } from "@/lib/flights/program-rules";
import { todayAt, type FlightSearchInput } from "@/lib/flights/search-form-schema";
import type { StoredFlightParams } from "@/lib/flights/stored-params";
import { flightSearchSummary } from "@/lib/flights/flight-search-summary";
import { sliceParams } from "@/lib/flights/slice-params";
import { isPlainSearch, planTrip } from "@/lib/flights/trip-legs";
import { validateSearchPrograms } from "@/lib/flights/validate-search-programs";
import { listCachedProviders, providerData } from "@/lib/providers/list-cached-providers";
import { flightProviderSchema } from "@/lib/services/flights/provider-schema";

export async function createFlightSearch(userId: string, input: FlightSearchInput): Promise<string> {
  const catalog = new Map(
    (await listCachedProviders("flights")).map((r) => [
      r.code,
      providerData(flightProviderSchema, r, "flights"),
    ]),
  );
  const linked = await db.loyaltyAccount.findMany({
    where: { userId, service: "flights", providerCode: { in: input.programs } },
    select: { providerCode: true },
  });
  const programs = validateSearchPrograms(input, catalog, new Set(linked.map((l) => l.providerCode)));
  const { credentials, priority: _priority, ...form } = input;
  const params: StoredFlightParams = {
    ...form,
    calendarPrograms: programs.filter((p) => p.priceCalendar).map((p) => p.code),
    accountPrograms: programs.filter(usesAccount).map((p) => p.code),
  };
  const account = (p: (typeof programs)[number]) => ({
    useAccount: usesAccount(p),
    credentials: usesAccount(p) ? credentials[p.code] : undefined,
  });
  const summary = flightSearchSummary(
    params,
    programs.map((p) => p.shortName),
  );
  if (isPlainSearch(params)) {
    return createAwardSearch(flightAwardService, {
      userId,
      params,
      summary,
      programs: programs.map((p) => ({ providerCode: p.code, account: account(p) })),
    });
  }
  const slices = planTrip(params, todayAt);
  const own = sliceParams(params, slices);
  return createAwardSearch(flightAwardService, {
    userId,
    params,
    summary,
    programs: own.flatMap((slice) =>
      programs.map((p) => ({ providerCode: p.code, account: account(p), params: slice })),
    ),
  });
}
