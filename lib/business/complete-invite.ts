// The traveller came back from the service's consent screen to APP_URL/business/connect/return.
// The traveller is not the business owner and usually has no Milepost session, so the signed,
// single-use state alone says which invite this is: a state whose signature is wrong or that Milepost
// never issued is refused before anything is called; a used or expired one is refused too. The code
// is traded at once (the service keeps it 3 minutes), then the owner's people and accounts are synced
// so the new connected user appears.
import "server-only";
import { verifyToken } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import { businessClient } from "@/lib/services/business/client";
import { openApiKey } from "./business-key";
import { hashState, INVITE_STATE_PURPOSE } from "./create-invite";
import { syncBusiness } from "./sync-business";
import { SyncRunStatus } from "./sync-run-status";

export type InviteOutcome =
  | { ok: true; inviteId: string; ownerId: string; remoteUserId: number | null; personId: string | null }
  | {
      ok: false;
      reason: "missing" | "unknown" | "used" | "expired" | "denied" | "code-failed";
      detail?: string;
    };

export async function completeInvite(params: {
  state?: string;
  code?: string;
  error?: string;
}): Promise<InviteOutcome> {
  if (!params.state) return { ok: false, reason: "missing" };
  if (verifyToken(INVITE_STATE_PURPOSE, params.state) === null) return { ok: false, reason: "unknown" };
  const invite = await db.businessInvite.findUnique({
    where: { stateHash: hashState(params.state) },
    select: { id: true, userId: true, expiresAt: true, usedAt: true, connectionId: true },
  });
  if (!invite) return { ok: false, reason: "unknown" };
  const { userId } = invite;
  if (invite.usedAt) return { ok: false, reason: "used" };
  // One-time: claim it before anything else, so a replayed redirect finds it used.
  const claimed = await db.businessInvite.updateMany({
    where: { id: invite.id, userId, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (claimed.count === 0) return { ok: false, reason: "used" };
  if (params.error || !params.code) return { ok: false, reason: "denied", detail: params.error };
  // The link was valid 10 minutes; a code can only have been issued inside that window (plus the
  // 3 minutes the code lives), so an older state is refused.
  if (invite.expiresAt.getTime() + 3 * 60_000 < Date.now()) return { ok: false, reason: "expired" };
  const conn = await db.businessConnection.findFirst({
    where: { id: invite.connectionId, userId },
    select: { apiKeySealed: true },
  });
  if (!conn) return { ok: false, reason: "unknown" };
  let remoteUserId: number | null;
  try {
    remoteUserId = (await businessClient(openApiKey(conn.apiKeySealed)).getConnectionInfo(params.code))
      .userId;
  } catch (e) {
    return {
      ok: false,
      reason: "code-failed",
      detail: e instanceof ServiceError ? e.message.replace(/^business: /, "") : undefined,
    };
  }
  await db.businessInvite.update({ where: { id: invite.id, userId }, data: { remoteUserId } });
  const run = await db.businessSyncRun.create({
    data: { userId, connectionId: invite.connectionId, reason: "invite", status: SyncRunStatus.Queued },
    select: { id: true },
  });
  await syncBusiness(run.id).catch(() => undefined); // a failed sync is on the run; the page shows it
  const person =
    remoteUserId === null
      ? null
      : await db.businessPerson.findFirst({
          where: { userId, connectionId: invite.connectionId, kind: "connected", remoteId: remoteUserId },
          select: { id: true },
        });
  return { ok: true, inviteId: invite.id, ownerId: userId, remoteUserId, personId: person?.id ?? null };
}
