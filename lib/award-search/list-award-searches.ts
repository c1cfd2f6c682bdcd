// Search history of one user and service, a page at a time: PostgreSQL picks the searches of the
// pages shown (newest or oldest first, through AwardSearch_userId_service_createdAt_idx), filters them
// on every word of their stored name, and counts them, so a page carries what it draws.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { foldText } from "@/lib/text/fold-text";
import { DEFAULT_HISTORY_VIEW, HISTORY_PAGE, type HistoryView } from "./history-view";
import { readableSearchName } from "./search-name";

const words = (q: string) => foldText(q).split(/\s+/).filter(Boolean).slice(0, 10);
const matches = (q: string) =>
  words(q).length
    ? Prisma.sql`NOT EXISTS (SELECT 1 FROM unnest(${words(q)}::text[]) w WHERE strpos(lower(s.summary), w) = 0)`
    : Prisma.sql`TRUE`;

export const historyPageSql = (userId: string, service: string, view: HistoryView) => {
  const dir = Prisma.raw(view.historyOrder === "oldest" ? "ASC" : "DESC");
  return Prisma.sql`
    SELECT s.id, s.summary, s."createdAt", (SELECT count(*) FROM "AwardRequest" r WHERE r."searchId" = s.id AND r.active)::int AS programs
    FROM "AwardSearch" s WHERE s."userId" = ${userId} AND s.service = ${service} AND ${matches(view.historyQ)}
    ORDER BY s."createdAt" ${dir}, s.id ${dir} LIMIT ${view.history * HISTORY_PAGE}`;
};

export const historyCountSql = (userId: string, service: string, view: HistoryView) => Prisma.sql`
  SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${matches(view.historyQ)}))::int AS matched
  FROM "AwardSearch" s WHERE s."userId" = ${userId} AND s.service = ${service}`;

export async function listAwardSearches(
  userId: string,
  service: string,
  view: HistoryView = DEFAULT_HISTORY_VIEW,
) {
  const [rows, [counts]] = await Promise.all([
    db.$queryRaw<{ id: string; summary: string; createdAt: Date; programs: number }[]>(
      historyPageSql(userId, service, view),
    ),
    db.$queryRaw<{ total: number; matched: number }[]>(historyCountSql(userId, service, view)),
  ]);
  return {
    searches: rows.map((r) => ({
      id: r.id,
      summary: readableSearchName(r.summary),
      createdAt: r.createdAt.toISOString(),
      programs: r.programs,
    })),
    total: counts?.total ?? 0,
    matched: counts?.matched ?? 0,
  };
}

export type SearchHistoryPage = Awaited<ReturnType<typeof listAwardSearches>>;
