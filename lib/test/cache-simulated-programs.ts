// Tests: flight or hotel programs in the cached program list as a refresh of it would write them
// (the simulator's own provider items, named by their displayName), for code that says a program
// by its name. A program already cached is left as it is.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PROGRAMS } from "../../simulator/services/flights/programs";
import { HOTEL_PROGRAMS } from "../../simulator/services/hotels/hotel-programs";

export async function cacheSimulatedPrograms(service: "flights" | "hotels", codes: string[]): Promise<void> {
  const listed = (service === "flights" ? PROGRAMS : HOTEL_PROGRAMS).map((p) => p.provider);
  for (const code of codes) {
    const provider = listed.find((p) => p.code === code);
    if (!provider) throw new Error(`no simulated ${service} program "${code}"`);
    const data = JSON.parse(JSON.stringify(provider)) as Prisma.InputJsonValue;
    await db.providerCatalog.upsert({
      where: { service_code: { service, code } },
      create: { service, code, name: provider.displayName, data, fetchedAt: new Date() },
      update: {},
    });
  }
}
