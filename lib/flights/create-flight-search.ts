// POST /api/flights/searches: validate against the cached catalog, then fan out one request per
// program through the generic award search.
import "server-only";
import { createAwardSearch } from "@/lib/award-search/create-award-search";
import { db } from "@/lib/db";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { usesAccount } from "@/lib/flights/program-rules";
import type { FlightSearchInput } from "@/lib/flights/search-form-schema";
import type { StoredFlightParams } from "@/lib/flights/stored-params";
import { validateSearchPrograms } from "@/lib/flights/validate-search-programs";
import { listCachedProviders, providerData } from "@/lib/providers/list-cached-providers";
import { flightProviderSchema } from "@/lib/services/flights/provider-schema";

export async function createFlightSearch(userId: string, input: FlightSearchInput): Promise<string> {
  const catalog = new Map((await listCachedProviders("flights")).map((r) => [r.code, providerData(flightProviderSchema, r, "flights")]));
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
  const names = programs.map((p) => p.shortName).join(", ");
  return createAwardSearch(flightAwardService, {
    userId,
    params,
    summary: `${params.from} → ${params.to} · ${params.date} · ${names}`,
    programs: programs.map((p) => ({
      providerCode: p.code,
      account: { useAccount: usesAccount(p), credentials: usesAccount(p) ? credentials[p.code] : undefined },
    })),
  });
}
