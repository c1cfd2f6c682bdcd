// The ICS feed of one user: each item keeps a random UID across reads (stored per item key) and
// its SEQUENCE rises when what it shows changes (fingerprint), as RFC 5545 asks of updates.
// The rows and the stored identities are read at once; new and changed identities are written
// with one statement each, whatever the number of items.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sqlPrepared } from "@/lib/sql/transaction";
import { buildFeed, type EventIdentity } from "./build-feed";
import { listTimelineRows } from "./list-timeline-rows";
import { itemFingerprint, mergeRows } from "./merge-items";
import type { TimelineItem } from "./types";

type Stored = { itemKey: string; uid: string; fingerprint: string; sequence: number; updatedAt: Date };

async function syncIdentities(
  userId: string,
  items: TimelineItem[],
  stored: Stored[],
): Promise<Map<string, EventIdentity>> {
  const byKey = new Map(stored.map((e) => [e.itemKey, e]));
  const out = new Map<string, EventIdentity>();
  const created: { userId: string; itemKey: string; uid: string; fingerprint: string }[] = [];
  const changed: { itemKey: string; fingerprint: string }[] = [];
  const rekeyed: { from: string; to: string }[] = [];
  const now = new Date();
  const used = new Set(items.map((i) => i.key).filter((k) => byKey.has(k)));
  for (const item of items) {
    const fingerprint = itemFingerprint(item);
    let known = byKey.get(item.key);
    if (!known) {
      // Stored under another source's segment of this item (an older source came back, e.g. a
      // booking shown again): the same event, moved to the item's key.
      const alias = item.elementKeys.find((k) => byKey.has(k) && !used.has(k));
      if (alias) {
        known = byKey.get(alias)!;
        used.add(alias);
        rekeyed.push({ from: alias, to: item.key });
      }
    }
    if (!known) {
      const uid = `${randomUUID()}@milepost`;
      created.push({ userId, itemKey: item.key, uid, fingerprint });
      out.set(item.key, { uid, sequence: 0, updatedAt: now });
    } else if (known.fingerprint !== fingerprint) {
      changed.push({ itemKey: known.itemKey, fingerprint });
      out.set(item.key, { uid: known.uid, sequence: known.sequence + 1, updatedAt: now });
    } else out.set(item.key, { uid: known.uid, sequence: known.sequence, updatedAt: known.updatedAt });
  }
  if (rekeyed.length)
    await db.$executeRaw`
      UPDATE "TimelineEvent" t SET "itemKey" = r."to"
      FROM unnest(${rekeyed.map((r) => r.from)}::text[], ${rekeyed.map((r) => r.to)}::text[]) AS r("from", "to")
      WHERE t."userId" = ${userId} AND t."itemKey" = r."from"`;
  const moved = new Map(rekeyed.map((r) => [r.from, r.to]));
  for (const c of changed) c.itemKey = moved.get(c.itemKey) ?? c.itemKey;
  await Promise.all([
    created.length ? db.timelineEvent.createMany({ data: created, skipDuplicates: true }) : null,
    changed.length
      ? db.$executeRaw`
          UPDATE "TimelineEvent" t SET fingerprint = c.fingerprint, sequence = t.sequence + 1, "updatedAt" = ${now}
          FROM unnest(${changed.map((c) => c.itemKey)}::text[], ${changed.map((c) => c.fingerprint)}::text[]) AS c("itemKey", fingerprint)
          WHERE t."userId" = ${userId} AND t."itemKey" = c."itemKey"`
      : null,
  ]);
  return out;
}

const storedQuery = sqlPrepared("timeline-events-v1");
// Read beside the rows on the pg pool (Prisma's row mapping of 5,000 identities cost more CPU
// than the query); the DateTime column is UTC wall time, read AT TIME ZONE 'UTC' as an instant.
const readStored = (userId: string) =>
  storedQuery<Stored>`SELECT "itemKey", uid, fingerprint, sequence, "updatedAt" AT TIME ZONE 'UTC' AS "updatedAt" FROM "TimelineEvent" WHERE "userId" = ${userId}`;

export async function getCalendarFeed(userId: string): Promise<string> {
  const [rows, stored] = await Promise.all([listTimelineRows(userId), readStored(userId)]);
  const items = mergeRows(rows);
  const identities = await syncIdentities(userId, items, stored);
  return buildFeed(items, identities, { appUrl: env().APP_URL.replace(/\/$/, ""), name: "Milepost trips" });
}
