// Hotel programs the user has a linked account for (codes only; never credentials).
import "server-only";
import { db } from "@/lib/db";

export async function listLinkedHotelPrograms(userId: string): Promise<string[]> {
  const rows = await db.loyaltyAccount.findMany({
    where: { userId, service: "hotels" },
    select: { providerCode: true },
    distinct: ["providerCode"],
  });
  return rows.map((r) => r.providerCode);
}
