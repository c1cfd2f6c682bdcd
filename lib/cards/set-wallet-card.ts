// Add a card to the user's wallet or take it out; idempotent both ways, scoped to the user.
import "server-only";
import { db } from "@/lib/db";

export async function setWalletCard(userId: string, cardId: number, held: boolean): Promise<void> {
  if (held) {
    await db.cardWalletEntry.upsert({
      where: { userId_cardId: { userId, cardId } },
      create: { userId, cardId },
      update: {},
    });
  } else {
    await db.cardWalletEntry.deleteMany({ where: { userId, cardId } });
  }
}
