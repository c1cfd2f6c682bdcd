// The traveler sets (or clears, with null) their own value of one program's point, in US cents.
import "server-only";
import { db } from "@/lib/db";

export async function setPointValuation(
  userId: string,
  providerCode: string,
  centsPerPoint: number | null,
): Promise<void> {
  if (centsPerPoint == null) {
    await db.pointValuation.deleteMany({ where: { userId, providerCode } });
    return;
  }
  await db.pointValuation.upsert({
    where: { userId_providerCode: { userId, providerCode } },
    create: { userId, providerCode, centsPerPoint },
    update: { centsPerPoint },
  });
}
