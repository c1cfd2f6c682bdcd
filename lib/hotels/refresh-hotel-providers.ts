// Fetch the hotel programs from the service and replace the cached catalog (job
// "refreshHotelProviders"; spec 1 Endpoints rule 1: the list changes over time).
import "server-only";
import { saveProviderCatalog } from "@/lib/providers/save-provider-catalog";
import { listHotelProviders } from "@/lib/services/hotels/client";

export async function refreshHotelProviders() {
  const { providers } = await listHotelProviders();
  return saveProviderCatalog(
    "hotels",
    providers.map((p) => ({ code: p.code, name: p.displayName, data: p })),
  );
}
