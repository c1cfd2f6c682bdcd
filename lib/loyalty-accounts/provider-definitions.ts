// Loyalty program catalog cache. The list (A1) is refreshed by a job into ProviderCatalog
// (service "loyalty"); each definition (A2) is fetched on demand and cached under service
// "loyalty:definition" for a day — definitions change rarely and the form must not wait on the service.
import "server-only";
import { db } from "@/lib/db";
import { readStored } from "@/lib/validation/read-stored";
import { storedProgramDataSchema } from "./stored-schemas";
import type { Prisma } from "@/lib/generated/prisma/client";
import { saveProviderCatalog } from "@/lib/providers/save-provider-catalog";
import { getLoyaltyProvider, listLoyaltyProviders } from "@/lib/services/loyalty/client";
import {
  providerDefinitionSchema,
  type LoyaltyProviderDefinition,
} from "@/lib/services/loyalty/provider-schema";

/** ProviderCatalog.service of the cached definitions (read in bulk by store-account-result.ts). */
export const DEFINITIONS = "loyalty:definition";
const MAX_AGE_MS = 24 * 3600_000;

export async function refreshLoyaltyProviders() {
  const list = await listLoyaltyProviders();
  return saveProviderCatalog(
    "loyalty",
    list.map((p) => ({ code: p.code, name: p.displayName, data: p })),
  );
}

/** Several cached definitions in one read (no network), by code; codes without one are absent. */
export async function readCachedDefinitions(
  codes: string[],
): Promise<Map<string, LoyaltyProviderDefinition>> {
  if (codes.length === 0) return new Map();
  const rows = await db.providerCatalog.findMany({
    where: { service: DEFINITIONS, code: { in: codes } },
    select: { code: true, data: true },
  });
  const out = new Map<string, LoyaltyProviderDefinition>();
  for (const row of rows) {
    const parsed = providerDefinitionSchema.safeParse(row.data);
    if (parsed.success) out.set(row.code, parsed.data);
  }
  return out;
}

/** A definition, from cache when fresh, else from the service (then cached). */
export async function getProviderDefinition(code: string): Promise<LoyaltyProviderDefinition> {
  const row = await db.providerCatalog.findUnique({
    where: { service_code: { service: DEFINITIONS, code } },
    select: { data: true, fetchedAt: true },
  });
  if (row && Date.now() - row.fetchedAt.getTime() < MAX_AGE_MS) {
    const parsed = providerDefinitionSchema.safeParse(row.data);
    if (parsed.success) return parsed.data;
  }
  const def = await getLoyaltyProvider(code);
  const data = def as unknown as Prisma.InputJsonValue;
  const fetchedAt = new Date();
  await db.providerCatalog.upsert({
    where: { service_code: { service: DEFINITIONS, code } },
    create: { service: DEFINITIONS, code, name: def.displayName, data, fetchedAt },
    update: { name: def.displayName, data, fetchedAt },
  });
  return def;
}

/** Programs to pick from (cached list); fills the cache on first use so a fresh install works. */
export async function listLoyaltyPrograms(): Promise<{ code: string; name: string; kind: number }[]> {
  const load = () =>
    db.providerCatalog.findMany({
      where: { service: "loyalty", active: true },
      orderBy: { name: "asc" },
      select: { code: true, name: true, data: true },
    });
  let rows = await load();
  if (rows.length === 0) {
    await refreshLoyaltyProviders();
    rows = await load();
  }
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    kind: readStored(storedProgramDataSchema, r.data, `loyalty program ${r.code}`).kind ?? 5,
  }));
}
