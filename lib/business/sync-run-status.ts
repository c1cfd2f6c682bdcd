// BusinessSyncRun.status: one sync of a connection (lib/business/sync-business.ts). The one list of
// its words, shared with the page (pure, no imports): code names them through this object, so a
// typo does not compile; the database refuses any other word (CHECK "BusinessSyncRun_status_check",
// migration 20261201000700_lifecycle_checks).
export const SyncRunStatus = {
  Queued: "queued",
  Running: "running",
  Waiting: "waiting", // the service asked to slow down; the run continues later
  Done: "done",
  Failed: "failed",
} as const;

export type SyncRunStatus = (typeof SyncRunStatus)[keyof typeof SyncRunStatus];

/** A run that will not change any more. */
export const isSyncRunOver = (status: string): boolean =>
  status === SyncRunStatus.Done || status === SyncRunStatus.Failed;
