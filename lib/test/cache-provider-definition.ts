// Tests and benches: a loyalty program's field definition cached as it is for every account a user
// linked (the link form fetched it) — the normalization reads its history columns from there.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFINITIONS } from "@/lib/loyalty-accounts/provider-definitions";
import { findProvider, providerDefinition } from "../../simulator/services/loyalty/catalog/provider-catalog";

export async function cacheProviderDefinition(code: string): Promise<void> {
  const provider = findProvider(code);
  if (!provider) throw new Error(`no simulated loyalty program "${code}"`);
  // A typed contract object (simulator/contracts) has no index signature: it goes in as JSON data.
  const data = JSON.parse(JSON.stringify(providerDefinition(provider))) as Prisma.InputJsonValue;
  await db.providerCatalog.upsert({
    where: { service_code: { service: DEFINITIONS, code } },
    create: { service: DEFINITIONS, code, name: provider.displayName, data, fetchedAt: new Date() },
    update: { data, fetchedAt: new Date() },
  });
}
