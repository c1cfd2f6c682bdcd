// The user's business connection as pages see it: never the key, only its last 4 characters,
// plus the latest sync run (live progress) and how old the data is.
import "server-only";
import { db } from "@/lib/db";

export async function getConnection(userId: string) {
  const c = await db.businessConnection.findUnique({
    where: { userId },
    select: {
      id: true,
      apiKeyLast4: true,
      lastSyncAt: true,
      createdAt: true,
      syncRuns: { orderBy: { startedAt: "desc" }, take: 1, select: runSelect },
    },
  });
  if (!c) return null;
  const run = c.syncRuns[0];
  return {
    id: c.id,
    keyLast4: c.apiKeyLast4,
    lastSyncAt: c.lastSyncAt?.toISOString() ?? null,
    run: run
      ? {
          ...run,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
          failures: run.failures as unknown as SyncFailure[],
        }
      : null,
  };
}

export const runSelect = {
  id: true,
  status: true,
  reason: true,
  message: true,
  peopleCount: true,
  accountsTotal: true,
  accountsToFetch: true,
  accountsFetched: true,
  accountsFailed: true,
  accountsRemoved: true,
  failures: true,
  startedAt: true,
  finishedAt: true,
} as const;

export interface SyncFailure {
  accountId: number;
  displayName: string | null;
  person: string | null;
  message: string;
  lastSuccessAt: string | null;
}
export type BusinessConnectionView = NonNullable<Awaited<ReturnType<typeof getConnection>>>;
