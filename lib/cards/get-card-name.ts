// A card's name for the browser tab title (the card page's generateMetadata): one small lookup
// instead of reading the whole listing a second time.
import "server-only";
import { db } from "@/lib/db";

export async function getCardName(cardId: number): Promise<string | null> {
  const row = await db.cachedCard.findFirst({
    where: { cardId },
    select: { cardName: true },
    orderBy: { variant: "asc" },
  });
  return row?.cardName ?? null;
}
