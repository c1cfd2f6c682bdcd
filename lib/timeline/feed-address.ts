// The personal calendar feed address: a random token, stored as its SHA-256 (for lookup) and
// sealed (to show the address again). Reset replaces both, so the old address stops working.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { secretsKey } from "@/lib/crypto/secrets-key";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface FeedAddress {
  https: string;
  webcal: string;
}

function addressOf(token: string): FeedAddress {
  const https = `${env().APP_URL.replace(/\/$/, "")}/api/calendar/${token}.ics`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

async function store(userId: string): Promise<FeedAddress> {
  const token = randomBytes(24).toString("base64url");
  const fields = {
    tokenHash: hashFeedToken(token),
    tokenSealed: encryptSecret(token, secretsKey()),
    createdAt: new Date(),
  };
  await db.timelineFeed.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
  return addressOf(token);
}

export async function getFeedAddress(userId: string): Promise<FeedAddress> {
  const feed = await db.timelineFeed.findUnique({ where: { userId }, select: { tokenSealed: true } });
  return feed ? addressOf(decryptSecret(feed.tokenSealed, secretsKey())) : store(userId);
}

/** "Reset feed address": a new token; the old one is retired at once. */
export const resetFeedAddress = (userId: string): Promise<FeedAddress> => store(userId);

/** The owner of a feed token, or null (unknown or retired). */
export async function findFeedOwner(token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const feed = await db.timelineFeed.findUnique({
    where: { tokenHash: hashFeedToken(token) },
    select: { userId: true },
  });
  return feed?.userId ?? null;
}
