// One sync of a business connection (the syncBusiness job). Reads the member and connected-user
// lists with their accountsIndex, fetches account/{id} only for accounts whose lastChangeDate differs
// from the stored copy (new ones too), marks accounts gone from the index as removed. A failing call
// stops nothing else: it is recorded with when that account last succeeded. A list that cannot be
// read leaves its people and accounts as they were (never "removed" for lack of an answer).
import "server-only";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import { businessClient, type BusinessClient } from "@/lib/services/business/client";
import type { AccountResponse, ConnectedUser, Member } from "@/lib/services/business/export-schema";
import { assignSharedIndex } from "./assign-shared-index";
import { openApiKey } from "./business-key";
import { diffIndex } from "./diff-index";
import type { SyncFailure } from "./get-connection";
import { storePeople } from "./store-people";
import { recordAccountFailure, storeBusinessAccount } from "./store-business-account";
import { type BudgetOptions, createCallBudget, PauseError } from "./sync-budget";
import { tryLockRun } from "./sync-run-lock";
import { INTERRUPTED_WORDS } from "./words";
import { isSyncRunOver, SyncRunStatus } from "./sync-run-status";

export interface SyncDeps extends BudgetOptions {
  client?: BusinessClient;
  /** Resume a paused run later (default: the syncBusiness job with startAfter). */
  resumeLater?: (runId: string, afterSeconds: number) => Promise<unknown>;
  concurrency?: number;
}

const words = (e: unknown) =>
  e instanceof ServiceError ? e.message.replace(/^business: /, "") : "unexpected error";

// One process at a time runs a run: it holds the run's advisory lock (sync-run-lock.ts) from before
// it claims the run until it has written the outcome. A job for a run another live process holds
// (a duplicate, pg-boss retrying a job it thought dead) does nothing. Each claim counts an attempt;
// every write to the run names its attempt, so a process that lost its lock (its database
// connection dropped) and was replaced cannot overwrite its successor's progress.
export async function syncBusiness(runId: string, deps: SyncDeps = {}) {
  const lock = await tryLockRun(runId);
  if (!lock) return { skipped: true, reason: "running in another process" };
  try {
    return await runLocked(runId, deps);
  } finally {
    await lock.release();
  }
}

async function runLocked(runId: string, deps: SyncDeps) {
  const run = await db.businessSyncRun.findUnique({
    where: { id: runId },
    select: {
      userId: true,
      connectionId: true,
      status: true,
      attempt: true,
      startedAt: true,
      accountsFetched: true,
      accountsFailed: true,
      failures: true,
    },
  });
  if (!run || isSyncRunOver(run.status)) return { skipped: true };
  const { userId, connectionId } = run;
  // Claimed before and not finished: the process of the earlier attempt died (we hold its lock).
  const interrupted =
    run.status === SyncRunStatus.Running || (run.status === SyncRunStatus.Queued && run.attempt > 0);
  const { attempt } = await db.businessSyncRun.update({
    where: { id: runId, userId },
    data: {
      status: SyncRunStatus.Running,
      attempt: { increment: 1 },
      message: interrupted ? INTERRUPTED_WORDS : null,
    },
    select: { attempt: true },
  });
  const mine = { id: runId, userId, attempt };
  const conn = await db.businessConnection.findFirst({
    where: { id: connectionId, userId },
    select: { apiKeySealed: true },
  });
  if (!conn) return finish(mine, SyncRunStatus.Failed, "The business connection was removed.");
  const client = deps.client ?? businessClient(openApiKey(conn.apiKeySealed));
  const budget = await createCallBudget(connectionId, deps);
  const failures: SyncFailure[] =
    run.status === SyncRunStatus.Waiting ? (run.failures as unknown as SyncFailure[]) : [];
  // Resumed after a death: what the dead attempt stored counts (its last progress write may lag).
  let fetched =
    run.status === SyncRunStatus.Waiting
      ? run.accountsFetched
      : interrupted
        ? await db.businessAccount.count({
            where: { connectionId, userId, fetchedAt: { gte: run.startedAt } },
          })
        : 0;
  const note = interrupted ? [INTERRUPTED_WORDS] : [];
  try {
    // The two lists are independent: one failing does not stop the other.
    const listErrors: string[] = [];
    const read = async <T>(subject: string, what: string, fn: () => Promise<T>) => {
      try {
        return await budget.call(subject, fn);
      } catch (e) {
        if (e instanceof PauseError) throw e;
        listErrors.push(`${what} could not be read (${words(e)})`);
        return undefined;
      }
    };
    const memberList = await read("list:member", "Members", () => client.listMembers());
    const userList = await read("list:connectedUser", "Connected users", () => client.listConnectedUsers());
    const members = memberList?.members;
    const users = userList?.connectedUsers;
    if (!members && !users)
      return finish(mine, SyncRunStatus.Failed, `${listErrors.join("; ")}. The last synced data is kept.`);
    // People listed without any accountsIndex: said in words, and their stored accounts are kept.
    if (memberList?.indexMissing) listErrors.push(noIndexWords(memberList.members.length, "member"));
    if (userList?.indexMissing)
      listErrors.push(
        noIndexWords(
          userList.connectedUsers.filter((u) => u.connectionType !== "Pending").length,
          "connected user",
        ),
      );

    const people = await storePeople(userId, connectionId, { members, users });
    const stored = await db.businessAccount.findMany({
      where: { connectionId, userId },
      select: {
        id: true,
        remoteId: true,
        personId: true,
        indexChangeDate: true,
        removedAt: true,
        fetchedAt: true,
        displayName: true,
        person: { select: { kind: true, fullName: true } },
      },
    });
    const byRemote = new Map(stored.map((s) => [s.remoteId, s]));
    const entries = indexEntries(people, members, users);
    const shared = [
      ...(memberList?.sharedIndex ?? []).map((i) => ({ ...i, kind: "member" as const })),
      ...(userList?.sharedIndex ?? []).map((i) => ({ ...i, kind: "connected" as const })),
    ];
    const prefetched = shared.length
      ? await assignSharedIndex(shared, {
          people,
          byRemote,
          members,
          users,
          fetch: (id) => budget.call(`account:${id}`, () => client.getAccount(id)),
          describe: words,
          entries,
          failures,
        })
      : new Map<number, AccountResponse>();
    const diff = diffIndex(
      entries,
      stored.map((s) => ({
        accountId: s.remoteId,
        indexChangeDate: s.indexChangeDate,
        removed: s.removedAt !== null,
      })),
    );
    const readKinds = new Set([
      ...(members && !memberList?.indexMissing ? ["member"] : []),
      ...(users && !userList?.indexMissing ? ["connected"] : []),
    ]);
    const removed = diff.removed.filter((id) => readKinds.has(byRemote.get(id)?.person.kind ?? ""));

    const fresh = entries.filter((e) => !byRemote.has(e.accountId));
    if (fresh.length)
      await db.businessAccount.createMany({
        data: fresh.map((e) => ({ userId, connectionId, personId: e.personId, remoteId: e.accountId })),
        skipDuplicates: true,
      });
    for (const e of entries) {
      const s = byRemote.get(e.accountId);
      if (s && s.personId !== e.personId)
        await db.businessAccount.update({ where: { id: s.id, userId }, data: { personId: e.personId } });
    }
    if (removed.length)
      await db.businessAccount.updateMany({
        where: { connectionId, userId, remoteId: { in: removed } },
        data: { removedAt: new Date() },
      });
    const rows = new Map(
      (
        await db.businessAccount.findMany({
          where: { connectionId, userId, remoteId: { in: diff.fetch } },
          select: { id: true, remoteId: true },
        })
      ).map((r) => [r.remoteId, r.id]),
    );
    const wanted = new Map(entries.map((e) => [e.accountId, e]));
    await db.businessSyncRun.update({
      where: mine,
      data: {
        peopleCount: (members?.length ?? 0) + (users?.length ?? 0),
        accountsTotal: wanted.size,
        accountsToFetch: fetched + diff.fetch.length,
        accountsFetched: fetched,
        accountsRemoved: removed.length,
        message: [...note, ...listErrors].join("; ") || null,
      },
    });

    // Fetch the changed accounts a few at a time; progress is written as it goes.
    const queue = [...diff.fetch];
    let lastProgress = Date.now();
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const rowId = rows.get(id)!;
        try {
          const res = prefetched.get(id) ?? (await budget.call(`account:${id}`, () => client.getAccount(id)));
          await storeBusinessAccount(userId, rowId, res.account, wanted.get(id)?.lastChangeDate ?? null);
          fetched++;
          // Fetched now after failing before this run paused: no longer a failure.
          const earlier = failures.findIndex((f) => f.accountId === id);
          if (earlier >= 0) failures.splice(earlier, 1);
        } catch (e) {
          if (e instanceof PauseError) {
            queue.length = 0;
            throw e;
          }
          const s = byRemote.get(id);
          failures.push({
            accountId: id,
            displayName: s?.displayName ?? null,
            person: wanted.get(id)?.personName ?? null,
            message: words(e),
            lastSuccessAt: s?.fetchedAt?.toISOString() ?? null,
          });
          await recordAccountFailure(userId, rowId, words(e));
        }
        if (Date.now() - lastProgress > 500) {
          lastProgress = Date.now();
          await db.businessSyncRun.update({
            where: mine,
            data: { accountsFetched: fetched, accountsFailed: failures.length },
          });
        }
      }
    };
    await Promise.all(Array.from({ length: deps.concurrency ?? 4 }, worker));
    await db.businessConnection.update({
      where: { id: connectionId, userId },
      data: { lastSyncAt: new Date() },
    });
    const message = [
      ...listErrors,
      failures.length
        ? `${failures.length} account${failures.length > 1 ? "s" : ""} could not be fetched`
        : "",
    ]
      .filter(Boolean)
      .join("; ");
    return await finish(mine, SyncRunStatus.Done, message || null, {
      accountsFetched: fetched,
      accountsFailed: failures.length,
      failures: failures as never,
      ...budget.stats(),
    });
  } catch (e) {
    if (!(e instanceof PauseError)) {
      await finish(
        mine,
        SyncRunStatus.Failed,
        `The sync stopped: ${words(e)}. The last synced data is kept.`,
        { accountsFetched: fetched, failures: failures as never },
      );
      throw e;
    }
    const seconds = Math.ceil(e.waitMs / 1000);
    const at = new Date(Date.now() + e.waitMs);
    await db.businessSyncRun.update({
      where: mine,
      data: {
        status: SyncRunStatus.Waiting,
        accountsFetched: fetched,
        accountsFailed: failures.length,
        failures: failures as never,
        message: `The service asked Milepost to slow down; continuing at ${at.toISOString()}.`,
      },
    });
    await (deps.resumeLater ?? defaultResume)(runId, seconds);
    return { runId, status: SyncRunStatus.Waiting, resumeInSeconds: seconds };
  } finally {
    await budget.flush();
  }
}

const noIndexWords = (n: number, who: string) =>
  `The service listed ${n.toLocaleString("en-US")} ${who}${n === 1 ? "" : "s"} but sent no accountsIndex (neither beside the list nor for each person), so Milepost cannot tell which accounts they share; accounts synced before are kept`;

function indexEntries(
  people: Awaited<ReturnType<typeof storePeople>>,
  members?: Member[],
  users?: ConnectedUser[],
) {
  const out: { accountId: number; lastChangeDate: Date | null; personId: string; personName: string }[] = [];
  const add = (key: string, index: Member["accountsIndex"]) => {
    const p = people.get(key);
    if (p)
      for (const i of index)
        out.push({
          accountId: i.accountId,
          lastChangeDate: i.lastChangeDate,
          personId: p.id,
          personName: p.fullName,
        });
  };
  for (const m of members ?? []) add(`member:${m.memberId}`, m.accountsIndex);
  // Pending users have not accepted yet: nothing of theirs is shared.
  for (const u of users ?? [])
    if (u.connectionType !== "Pending") add(`connected:${u.userId}`, u.accountsIndex);
  return out;
}

async function finish(
  mine: { id: string; userId: string; attempt: number },
  status: typeof SyncRunStatus.Done | typeof SyncRunStatus.Failed,
  message: string | null,
  data: Record<string, unknown> = {},
) {
  await db.businessSyncRun.update({
    where: mine,
    data: { status, message, finishedAt: new Date(), ...data },
  });
  return { runId: mine.id, status, message };
}

async function defaultResume(runId: string, afterSeconds: number) {
  const { enqueueJob } = await import("@/lib/jobs/enqueue-job");
  return enqueueJob(
    "syncBusiness",
    { runId },
    { singletonKey: `business-resume:${runId}:${Date.now()}`, startAfterSeconds: afterSeconds },
  );
}
