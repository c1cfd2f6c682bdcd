// The cached hotel catalog for the page. A fresh install has none until the refresh job runs, so
// an empty cache is filled once right here (bounded by the client's timeout); if the service is
// down the job is queued instead and the page says the list is on its way.
import "server-only";
import { refreshHotelProviders } from "@/lib/hotels/refresh-hotel-providers";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { listCachedProviders, providerData } from "@/lib/providers/list-cached-providers";
import { type HotelProvider, hotelProviderSchema } from "@/lib/services/hotels/provider-schema";
import { logger } from "@/lib/log/logger";

const log = logger("hotels");

export async function listHotelPrograms(): Promise<HotelProvider[]> {
  let rows = await listCachedProviders("hotels");
  if (rows.length === 0) {
    try {
      await refreshHotelProviders();
      rows = await listCachedProviders("hotels");
    } catch (error) {
      log.error(`catalog refresh failed: ${(error as Error).message}`);
      await enqueueJob("refreshHotelProviders", { reason: "startup" }, { singletonKey: "empty-cache" }).catch(
        () => null,
      );
    }
  }
  return rows.map((r) => providerData(hotelProviderSchema, r, "hotels"));
}
