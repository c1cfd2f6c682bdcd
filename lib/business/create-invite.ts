// "Create invite link": create-auth-url with the chosen access level and granularSharing, and as
// `state` a random one-time nonce signed by Milepost (lib/crypto/signed-token.ts), stored only as its
// SHA-256 with the user who created it. The state alone completes the link when the traveller comes
// back (they are not the business owner and need no Milepost session). The link stays valid 10 minutes.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { signToken } from "@/lib/crypto/signed-token";
import { badRequest } from "@/lib/http/errors";
import { businessClient } from "@/lib/services/business/client";
import { openApiKey } from "./business-key";

export const LINK_VALID_MS = 10 * 60_000;
export const hashState = (state: string) => createHash("sha256").update(state).digest("hex");
export const INVITE_STATE_PURPOSE = "business-invite-state";

export async function createInvite(userId: string, input: { access: number; granularSharing: boolean }) {
  const conn = await db.businessConnection.findUnique({
    where: { userId },
    select: { id: true, apiKeySealed: true },
  });
  if (!conn) throw badRequest("Connect your business first.");
  const state = signToken(INVITE_STATE_PURPOSE, randomBytes(24).toString("base64url"));
  // `platform`: the spec's only shown value is "mobile" (its second value is "not shown"), so that is sent.
  const { url } = await businessClient(openApiKey(conn.apiKeySealed)).createAuthUrl({
    platform: "mobile",
    access: input.access,
    granularSharing: input.granularSharing,
    state,
  });
  const expiresAt = new Date(Date.now() + LINK_VALID_MS);
  const invite = await db.businessInvite.create({
    data: {
      userId,
      connectionId: conn.id,
      stateHash: hashState(state),
      access: input.access,
      granularSharing: input.granularSharing,
      url,
      expiresAt,
    },
    select: { id: true },
  });
  return {
    id: invite.id,
    url,
    expiresAt: expiresAt.toISOString(),
    access: input.access,
    granularSharing: input.granularSharing,
  };
}
