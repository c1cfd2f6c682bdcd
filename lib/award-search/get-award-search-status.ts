// The generic part of a search view: its params and each active program's status and progress.
import "server-only";
import { aggregateProgress, type ProgramStatus } from "@/lib/award-search/aggregate-progress";
import { isPending, readParts } from "@/lib/award-search/merge-parts";
import { db } from "@/lib/db";
import { findRejectedAnswers } from "@/lib/award-search/find-rejected-answers";
import { readableSearchName } from "@/lib/award-search/search-name";

/**
 * Each request row's version: the id of the transaction that last wrote it (PostgreSQL's `xmin`),
 * with its updatedAt. The page sends versions back (`?known=`) and gets a program's results only when
 * its version moved, so it must move on EVERY write that can change them. updatedAt alone did not:
 * it is now() — the transaction's start — to the millisecond, so two deliveries whose transactions
 * began in the same millisecond (the main and calendar callbacks of a program, normalized side by
 * side) left the same version, and the page kept the first one's results until the next change. Every UPDATE,
 * by any writer, gives the row a new xmin. Read before the results are (the callers do), so the
 * results sent are never older than the version that goes with them.
 */
async function rowVersions(searchId: string): Promise<Map<string, string>> {
  const rows = await db.$queryRaw<{ id: string; xmin: string; ms: number }[]>`
    SELECT id, xmin::text AS xmin, (extract(epoch FROM "updatedAt") * 1000)::float8 AS ms FROM "AwardRequest" WHERE "searchId" = ${searchId} AND active`;
  return new Map(rows.map((r) => [r.id, `${Math.round(r.ms)}.${r.xmin}`]));
}

export async function getAwardSearchStatus(userId: string, searchId: string, service: string) {
  // The versions are read beside the search (no extra round trip); used only if the search is the user's.
  const [search, versions] = await Promise.all([
    db.awardSearch.findFirst({
      where: { id: searchId, userId, service },
      select: {
        id: true,
        params: true,
        summary: true,
        cashFareMinor: true,
        createdAt: true,
        requests: {
          where: { active: true },
          orderBy: { sentAt: "asc" },
          select: { id: true, providerCode: true, state: true, message: true, question: true, parts: true },
        },
      },
    }),
    rowVersions(searchId),
  ]);
  if (!search) return null;
  const rejected = await findRejectedAnswers(search.requests);
  const programs: ProgramStatus[] = search.requests.map((r) => {
    const parts = readParts(r.parts, `AwardRequest.parts of ${r.id}`);
    // A request made active between the two reads (a retry) gets a version no page holds.
    return {
      ...r,
      parts,
      pending: isPending(r.state, parts),
      version: versions.get(r.id) ?? "gone",
      answerRejected: rejected.has(r.id),
    };
  });
  return {
    id: search.id,
    params: search.params,
    summary: readableSearchName(search.summary),
    cashFareMinor: search.cashFareMinor, // flights only (issue 36 item 5)
    createdAt: search.createdAt.toISOString(),
    programs,
    progress: aggregateProgress(programs),
  };
}
