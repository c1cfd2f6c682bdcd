// Stores the browserState a service returned (sealed: it can carry session cookies), to resend later.
// Raw SQL so it can run inside a callback's plain pg transaction (lib/sql/transaction.ts) as well as on `db`.
import "server-only";
import { db } from "@/lib/db";
import type { SqlTx } from "@/lib/sql/transaction";
import { sealSecret } from "./seal";

export async function recordBrowserState(
  accountId: string,
  browserState: string,
  tx: SqlTx = db,
): Promise<void> {
  await tx.$executeRaw`
    UPDATE "LoyaltyAccount" SET "browserStateSealed" = ${sealSecret(browserState)}, "updatedAt" = now() WHERE id = ${accountId}`;
}
