// Connect (or replace) the user's business: the key is verified with a real call first (a wrong key
// saves nothing), then sealed and stored; a first sync is queued.
import "server-only";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { ServiceError } from "@/lib/http/errors";
import { businessClient } from "@/lib/services/business/client";
import { last4, sealApiKey } from "./business-key";
import { startSync } from "./start-sync";

export async function saveConnection(userId: string, apiKey: string) {
  const key = apiKey.trim();
  try {
    // GET member: the cheapest read that proves the key belongs to a business account.
    await businessClient(key).listMembers();
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 401 || error.status === 403)) {
      throw badRequest("The service refused this key. Check it in your business account's settings.", {
        apiKey: "The service refused this key",
      });
    }
    throw error;
  }
  const existing = await db.businessConnection.findUnique({ where: { userId }, select: { id: true } });
  const data = { apiKeySealed: sealApiKey(key), apiKeyLast4: last4(key) };
  const connection = existing
    ? await replaceKey(existing.id, userId, data)
    : await db.businessConnection.create({ data: { userId, ...data }, select: { id: true } });
  await startSync(userId, "connect");
  return { id: connection.id, last4: data.apiKeyLast4 };
}

// A new key may belong to another business: what was synced with the old one is dropped.
async function replaceKey(id: string, userId: string, data: { apiKeySealed: string; apiKeyLast4: string }) {
  return db.$transaction(async (tx) => {
    await tx.businessAccount.deleteMany({ where: { connectionId: id, userId } });
    await tx.businessPerson.deleteMany({ where: { connectionId: id, userId } });
    await tx.businessApiCall.deleteMany({ where: { connectionId: id } });
    return tx.businessConnection.update({
      where: { id, userId },
      data: { ...data, lastSyncAt: null },
      select: { id: true },
    });
  });
}
