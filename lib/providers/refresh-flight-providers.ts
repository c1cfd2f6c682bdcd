import "server-only";
import { saveProviderCatalog } from "@/lib/providers/save-provider-catalog";
import { listFlightProviders } from "@/lib/services/flights/client";

/** Fetch the flight programs from the service and replace the cache. */
export async function refreshFlightProviders() {
  const { providers } = await listFlightProviders();
  return saveProviderCatalog(
    "flights",
    providers.map((p) => ({ code: p.code, name: p.displayName, data: p })),
  );
}
