// Search history of one user and service, newest first.
import "server-only";
import { db } from "@/lib/db";
import { readableSearchName } from "./search-name";

export async function listAwardSearches(userId: string, service: string, take = 30) {
  const rows = await db.awardSearch.findMany({
    where: { userId, service },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, summary: true, createdAt: true, _count: { select: { requests: { where: { active: true } } } } },
  });
  return rows.map((r) => ({ id: r.id, summary: readableSearchName(r.summary), createdAt: r.createdAt.toISOString(), programs: r._count.requests }));
}

export type AwardSearchListItem = Awaited<ReturnType<typeof listAwardSearches>>[number];
