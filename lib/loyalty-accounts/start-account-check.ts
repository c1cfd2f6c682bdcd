// Runs a user-initiated check of one of the user's accounts (priority 9) through the shared request
// tracker (lib/service-requests): the ServiceRequest is recorded before sending, so the account
// points at it at once; the tracker marks it sent and schedules the polling fallback.
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { recordUnsent } from "@/lib/service-requests/record-request";
import { sendTracked } from "@/lib/service-requests/send-tracked";
import { checkAccount } from "@/lib/services/loyalty/client";
import { buildCheckRequest } from "./build-check-request";
import { checkAccountSelect, openAccount } from "./find-search-account";
import { getProviderDefinition } from "./provider-definitions";

export async function startAccountCheck(userId: string, accountId: string): Promise<{ requestId: string }> {
  const row = await db.loyaltyAccount.findFirst({
    where: { id: accountId, userId, service: "loyalty" },
    select: checkAccountSelect,
  });
  if (!row) throw notFound("No such account");
  const def = await getProviderDefinition(row.providerCode);
  const request = buildCheckRequest(
    {
      ...openAccount(row),
      userId,
      providerCode: row.providerCode,
      historyState: row.historyState,
      filesVersion: row.filesVersion,
    },
    def,
    "user",
  );
  const srId = await db.$transaction(async (tx) => {
    const id = await recordUnsent(
      { service: "loyalty", kind: "loyalty-check", userId, parentId: accountId },
      tx,
    );
    await tx.loyaltyAccount.update({
      where: { id: accountId },
      data: { lastRequestId: id, checkRequestedAt: new Date() },
    });
    return id;
  });
  const sent = await sendTracked(srId, "loyalty", () => checkAccount(request));
  // The user asked and is waiting: the service's refusal is theirs to read (the route maps it).
  if (!sent.ok) throw sent.error;
  return { requestId: srId };
}
