import "server-only";
import { db } from "@/lib/db";

/** The cached catalog of one service, active programs only, by name. */
export async function listCachedProviders(service: string) {
  return db.providerCatalog.findMany({
    where: { service, active: true },
    orderBy: { name: "asc" },
    select: { code: true, name: true, data: true, fetchedAt: true },
  });
}
