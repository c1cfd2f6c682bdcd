// Stores one parse result from a connected mailbox for its owner only (issue 15 item 3). The
// request row was admitted for that mailbox's user (admit-mailbox-result.ts); the mailbox is read
// again under a row lock here, so a disconnect that happened in between wins and nothing is stored.
// Itineraries land in the shared Itinerary table (one row per reservation, source "mailbox").
import "server-only";
import type { StoredRequest, Tx } from "@/lib/callbacks/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { itineraryKey, summarizeItinerary } from "@/lib/itineraries/summarize-itinerary";

type Obj = Record<string, unknown> & { type: string };
const isItinerary = (v: unknown): v is Obj =>
  !!v && typeof v === "object" && !Array.isArray(v) && typeof (v as { type?: unknown }).type === "string";

export async function storeMailboxResult(tx: Tx, request: StoredRequest, body: Record<string, unknown>, now = new Date()): Promise<number> {
  if (!request.userId || !request.parentId) return 0;
  const [mailbox] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Mailbox" WHERE id = ${request.parentId} AND "userId" = ${request.userId} AND "disconnectedAt" IS NULL FOR UPDATE`;
  if (!mailbox) return 0;
  const itineraries = (Array.isArray(body.itineraries) ? body.itineraries : []).filter(isItinerary);
  let created = 0;
  for (const it of itineraries) {
    const s = summarizeItinerary(it);
    const sourceKey = itineraryKey(`mailbox:${mailbox.id}`, it, s);
    const past = s.endAt ? s.endAt < now : s.startAt ? s.startAt < now : false;
    const fields = {
      type: s.type,
      confirmationNumber: s.confirmationNumber,
      title: s.title,
      startAt: s.startAt,
      endAt: s.endAt,
      startLocal: s.startLocal,
      endLocal: s.endLocal,
      startPlace: s.startPlace,
      endPlace: s.endPlace,
      cancelled: s.cancelled,
      past,
      data: it as Prisma.InputJsonValue,
    };
    const where = { userId_sourceKey: { userId: request.userId, sourceKey } };
    const existing = await tx.itinerary.findUnique({ where, select: { id: true } });
    if (existing) await tx.itinerary.update({ where, data: fields });
    else {
      await tx.itinerary.create({ data: { userId: request.userId, source: "mailbox", mailboxId: mailbox.id, sourceKey, ...fields } });
      created++;
    }
  }
  if (created) await tx.mailbox.update({ where: { id: mailbox.id }, data: { itinerariesFound: { increment: created } } });
  return created;
}
