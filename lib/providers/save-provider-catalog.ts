// Replace one service's cached provider catalog in one transaction: upsert what the service lists,
// mark what it no longer lists inactive (kept, so past searches still show the program's name).
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function saveProviderCatalog(
  service: string,
  providers: { code: string; name: string; data: unknown }[],
): Promise<{ active: number; retired: number }> {
  const fetchedAt = new Date();
  return db.$transaction(async (tx) => {
    for (const p of providers) {
      const data = p.data as Prisma.InputJsonValue;
      await tx.providerCatalog.upsert({
        where: { service_code: { service, code: p.code } },
        create: { service, code: p.code, name: p.name, data, fetchedAt, active: true },
        update: { name: p.name, data, fetchedAt, active: true },
      });
    }
    const retired = await tx.providerCatalog.updateMany({
      where: { service, code: { notIn: providers.map((p) => p.code) }, active: true },
      data: { active: false },
    });
    return { active: providers.length, retired: retired.count };
  });
}
