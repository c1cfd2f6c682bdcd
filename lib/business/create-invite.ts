// "Create invite link": create-auth-url with the chosen access level and granularSharing, and as
// `state` a random one-time nonce bound to the signed-in user (only its SHA-256 is stored). The
// service's link stays valid 10 minutes; the page says so.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { businessClient } from "@/lib/services/business/client";
import { openApiKey } from "./business-key";

export const LINK_VALID_MS = 10 * 60_000;
export const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

export async function createInvite(userId: string, input: { access: number; granularSharing: boolean }) {
  const conn = await db.businessConnection.findUnique({ where: { userId }, select: { id: true, apiKeySealed: true } });
  if (!conn) throw badRequest("Connect your business first.");
  const state = randomBytes(24).toString("base64url");
  // `platform`: the spec's only shown value is "mobile" (its second value is "not shown"), so that is sent.
  const { url } = await businessClient(openApiKey(conn.apiKeySealed)).createAuthUrl({ platform: "mobile", access: input.access, granularSharing: input.granularSharing, state });
  const expiresAt = new Date(Date.now() + LINK_VALID_MS);
  const invite = await db.businessInvite.create({
    data: { userId, connectionId: conn.id, stateHash: hashState(state), access: input.access, granularSharing: input.granularSharing, url, expiresAt },
    select: { id: true },
  });
  return { id: invite.id, url, expiresAt: expiresAt.toISOString(), access: input.access, granularSharing: input.granularSharing };
}
