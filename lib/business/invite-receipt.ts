// After a completed invite the traveller's browser carries a short-lived, signed cookie naming the
// invite, so the public "what you shared" page can show it without a Milepost session and without
// any secret in the address (addresses end up in logs and browser history).
import "server-only";
import { signToken, verifyToken } from "@/lib/crypto/signed-token";

export const RECEIPT_COOKIE = "milepost-invite-receipt";
export const RECEIPT_PATH = "/business/connect";
const PURPOSE = "business-invite-receipt";
const LIFETIME_S = 60 * 60;

export function receiptCookie(inviteId: string, now = Date.now()): string {
  const token = signToken(PURPOSE, `${inviteId}~${now + LIFETIME_S * 1000}`);
  return `${RECEIPT_COOKIE}=${token}; Path=${RECEIPT_PATH}; Max-Age=${LIFETIME_S}; HttpOnly; SameSite=Lax`;
}

/** The invite id in a receipt cookie that is signed and not expired, else null. */
export function readReceipt(value: string | undefined, now = Date.now()): string | null {
  const payload = value ? verifyToken(PURPOSE, value) : null;
  const [inviteId, until] = payload?.split("~") ?? [];
  return inviteId && Number(until) > now ? inviteId : null;
}
