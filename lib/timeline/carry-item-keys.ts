// Before sources leave the timeline, moves what is stored under the keys of items they held to the
// key each item will have without them (plan-key-carry.ts): the calendar event keeps its UID and
// SEQUENCE, the user's trips keep the item. Inside the caller's transaction, owner-filtered.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listTimelineRows } from "./list-timeline-rows";
import { planKeyCarry } from "./plan-key-carry";

export async function carryItemKeys(
  tx: Prisma.TransactionClient,
  userId: string,
  leavingRowIds: string[],
): Promise<void> {
  if (!leavingRowIds.length) return;
  const moves = planKeyCarry(await listTimelineRows(userId), new Set(leavingRowIds));
  if (!moves.size) return;
  const events = await tx.timelineEvent.findMany({
    where: { userId, itemKey: { in: [...moves.keys(), ...moves.values()] } },
    select: { itemKey: true },
  });
  const stored = new Set(events.map((e) => e.itemKey));
  for (const [from, to] of moves) {
    if (!stored.has(from)) continue;
    // The item's own event wins over one left under the new key by an older merge.
    if (stored.has(to)) await tx.timelineEvent.delete({ where: { userId_itemKey: { userId, itemKey: to } } });
    await tx.timelineEvent.update({
      where: { userId_itemKey: { userId, itemKey: from } },
      data: { itemKey: to },
    });
    stored.delete(from);
    stored.add(to);
  }
  const trips = await tx.timelineTrip.findMany({
    where: { userId, itemKeys: { hasSome: [...moves.keys()] } },
    select: { id: true, itemKeys: true },
  });
  for (const t of trips) {
    await tx.timelineTrip.update({
      where: { id: t.id },
      data: { itemKeys: [...new Set(t.itemKeys.map((k) => moves.get(k) ?? k))] },
    });
  }
}
