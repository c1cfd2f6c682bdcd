// Background account checks go out in packages (spec 2 A4) on the shared request tracker: each check
// is a recorded request, the package call is one tracked send of all of them (sendTrackedPackage),
// and when the service cannot be reached the tracker keeps them in "send-retry" and its sweep calls
// resendChecks, which rebuilds the checks of the same requests and sends them again — attempts,
// backoff and giving up are the tracker's (lib/service-requests/send-retry.ts).
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { closeRequest, NEVER_SENT } from "@/lib/service-requests/close-request";
import type { ResendRequest } from "@/lib/service-requests/resenders";
import { type PackageItem, sendTrackedPackage } from "@/lib/service-requests/send-package";
import { LOYALTY_NEEDS_USER } from "@/lib/service-requests/service-states";
import { checkAccountPackage } from "@/lib/services/loyalty/client";
import { type CheckRequest, checkRequestSchema } from "@/lib/services/loyalty/check-schema";
import { buildCheckRequest } from "./build-check-request";
import { PACKAGE_SIZE } from "./check-settings";
import { checkAccountSelect, openAccount } from "./find-search-account";
import { getProviderDefinition } from "./provider-definitions";

const log = logger("loyalty");

/** The background check of every account `where` selects that can be checked without its user
 *  (not a rejected login, a question or a disabled program), but those in `skip`. */
export async function backgroundChecks(
  where: Prisma.LoyaltyAccountWhereInput,
  skip = new Set<string | null>(),
): Promise<CheckRequest[]> {
  const rows = await db.loyaltyAccount.findMany({
    where: {
      service: "loyalty",
      ...where,
      OR: [{ state: null }, { state: { notIn: [...LOYALTY_NEEDS_USER] } }],
    },
    select: checkAccountSelect,
  });
  const requests: CheckRequest[] = [];
  for (const row of rows) {
    if (skip.has(row.id)) continue;
    const def = await getProviderDefinition(row.providerCode).catch(() => null);
    if (!def) continue;
    const { userId, providerCode, historyState, filesVersion } = row;
    const check = buildCheckRequest(
      { ...openAccount(row), userId, providerCode, historyState, filesVersion },
      def,
      "background",
    );
    // The package is validated whole before it is sent: one account whose stored data cannot make
    // a valid request would fail the other 49 with it, at every try. It is left out, by its id only.
    if (checkRequestSchema.safeParse(check).success) requests.push(check);
    else log.warn(`account ${row.id} cannot be checked: its stored data makes no valid request`);
  }
  return requests;
}

/** Send recorded checks (`ids[k]` is the request of `checks[k]`) in packages of PACKAGE_SIZE. */
export async function sendCheckPackages(
  ids: string[],
  checks: CheckRequest[],
): Promise<{ sent: number; refused: number; retrying: number }> {
  const total = { sent: 0, refused: 0, retrying: 0 };
  for (let i = 0; i < checks.length; i += PACKAGE_SIZE) {
    const chunk = checks.slice(i, i + PACKAGE_SIZE);
    const outcome = await sendTrackedPackage(
      "loyalty",
      ids.slice(i, i + PACKAGE_SIZE),
      () => sendPackage(chunk),
      {
        retry: true,
        refusedWords: (reason) => `The loyalty service did not accept this check (${reason}).`,
      },
    );
    total.sent += outcome.sent;
    total.refused += outcome.refused;
    total.retrying += outcome.retrying;
  }
  return total;
}

/** One package call; each check's answer in request order. Items named in `errors` are left out of
 *  `package`; the rest keep request order (spec 2 A4). */
async function sendPackage(chunk: CheckRequest[]): Promise<PackageItem[]> {
  const res = await checkAccountPackage(chunk);
  const errors = new Map((res.errors ?? []).map((e) => [e.userData, e.message ?? "refused"]));
  for (const e of res.errors ?? [])
    log.warn(`package refused account ${e.userData ?? "?"}: ${e.message ?? ""}`);
  let j = 0;
  return chunk.map((r) => {
    const refusal = errors.get(r.userData);
    const requestId = refusal === undefined ? res.package[j++]?.requestId : undefined;
    return requestId ? { requestId } : { refused: refusal ?? "no request id" };
  });
}

/** The tracker's re-sends (lib/service-requests/resenders.ts): the same requests, checks rebuilt from
 *  their accounts as they are now; an account gone or now needing its user is not sent again. */
export async function resendChecks(requests: ResendRequest[]): Promise<void> {
  const checks = await backgroundChecks({ id: { in: requests.flatMap((r) => r.parentId ?? []) } });
  const requestOf = new Map(requests.map((r) => [r.parentId, r]));
  const ids = checks.map((c) => requestOf.get(c.userData ?? null)!.id);
  for (const r of requests) if (!ids.includes(r.id)) await closeRequest(r, NEVER_SENT);
  await sendCheckPackages(ids, checks);
}
