// The ICS feed of one user: each item keeps a random UID across reads (stored per item key) and
// its SEQUENCE rises when what it shows changes (fingerprint), as RFC 5545 asks of updates.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { buildFeed, type EventIdentity } from "./build-feed";
import { listTimelineRows } from "./list-timeline-rows";
import { itemFingerprint, mergeRows } from "./merge-items";
import type { TimelineItem } from "./types";

async function syncIdentities(userId: string, items: TimelineItem[]): Promise<Map<string, EventIdentity>> {
  const stored = await db.timelineEvent.findMany({ where: { userId }, select: { itemKey: true, uid: true, fingerprint: true, sequence: true, updatedAt: true } });
  const byKey = new Map(stored.map((e) => [e.itemKey, e]));
  const out = new Map<string, EventIdentity>();
  const created: { userId: string; itemKey: string; uid: string; fingerprint: string }[] = [];
  const now = new Date();
  for (const item of items) {
    const fingerprint = itemFingerprint(item);
    const known = byKey.get(item.key);
    if (!known) {
      const uid = `${randomUUID()}@milepost`;
      created.push({ userId, itemKey: item.key, uid, fingerprint });
      out.set(item.key, { uid, sequence: 0, updatedAt: now });
    } else if (known.fingerprint !== fingerprint) {
      const next = await db.timelineEvent.update({ where: { userId_itemKey: { userId, itemKey: item.key } }, data: { fingerprint, sequence: { increment: 1 } }, select: { sequence: true, updatedAt: true } });
      out.set(item.key, { uid: known.uid, ...next });
    } else out.set(item.key, { uid: known.uid, sequence: known.sequence, updatedAt: known.updatedAt });
  }
  if (created.length) await db.timelineEvent.createMany({ data: created, skipDuplicates: true });
  return out;
}

export async function getCalendarFeed(userId: string): Promise<string> {
  const items = mergeRows(await listTimelineRows(userId));
  const identities = await syncIdentities(userId, items);
  return buildFeed(items, identities, { appUrl: env().APP_URL.replace(/\/$/, ""), name: "Milepost trips" });
}
