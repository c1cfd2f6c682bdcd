// The generic part of a search view: its params and each active program's status and progress.
import "server-only";
import { aggregateProgress, type ProgramStatus } from "@/lib/award-search/aggregate-progress";
import { isPending, readParts } from "@/lib/award-search/merge-parts";
import { db } from "@/lib/db";
import { findRejectedAnswers } from "@/lib/award-search/find-rejected-answers";

export async function getAwardSearchStatus(userId: string, searchId: string, service: string) {
  const search = await db.awardSearch.findFirst({
    where: { id: searchId, userId, service },
    select: {
      id: true,
      params: true,
      summary: true,
      createdAt: true,
      requests: {
        where: { active: true },
        orderBy: { sentAt: "asc" },
        select: { id: true, providerCode: true, state: true, message: true, question: true, parts: true, updatedAt: true },
      },
    },
  });
  if (!search) return null;
  const rejected = await findRejectedAnswers(search.requests);
  const programs: ProgramStatus[] = search.requests.map(({ updatedAt, ...r }) => {
    const parts = readParts(r.parts, `AwardRequest.parts of ${r.id}`);
    return { ...r, parts, pending: isPending(r.state, parts), version: `${updatedAt.getTime()}.${r.state}`, answerRejected: rejected.has(r.id) };
  });
  return {
    id: search.id,
    params: search.params,
    summary: search.summary,
    createdAt: search.createdAt.toISOString(),
    programs,
    progress: aggregateProgress(programs),
  };
}
