import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { readStored } from "@/lib/validation/read-stored";

/** The cached catalog of one service, active programs only, by name. */
export async function listCachedProviders(service: string) {
  return db.providerCatalog.findMany({
    where: { service, active: true },
    orderBy: { name: "asc" },
    select: { code: true, name: true, data: true, fetchedAt: true },
  });
}

/** A cached program's `data` read through the service's provider schema (never a cast): a catalog
 *  row an older version stored differently is caught with its code. */
export function providerData<S extends z.ZodType>(
  schema: S,
  row: { code: string; data: unknown },
  service: string,
): z.infer<S> {
  return readStored(schema, row.data, `ProviderCatalog.data of ${service} program ${row.code}`);
}
