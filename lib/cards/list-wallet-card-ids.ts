// The cards the user holds (their wallet), by the service's stable cardId.
import "server-only";
import { db } from "@/lib/db";

export async function listWalletCardIds(userId: string): Promise<Set<number>> {
  const rows = await db.cardWalletEntry.findMany({ where: { userId }, select: { cardId: true } });
  return new Set(rows.map((r) => r.cardId));
}
