// Members and connected users in one list (removed people left out), with how many accounts each
// shares: the first pages of a business's people, read in order through their index
// (BusinessPerson_userId_kind_fullName_id_idx), and how many there are.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** People a page adds ("Show 50 more"). */
export const PEOPLE_PAGE = 50;
/** More pages than this in one view would draw a page as heavy as the whole list once was. */
export const MAX_PEOPLE_PAGES = 40;

export const personSelect = {
  id: true,
  kind: true,
  remoteId: true,
  fullName: true,
  email: true,
  forwardingEmail: true,
  userName: true,
  status: true,
  accessLevel: true,
  connectionType: true,
  accountsAccessLevel: true,
  level: true,
  accountsSharedByDefault: true,
  editConnectionUrl: true,
  editMemberUrl: true,
  accountListUrl: true,
  timelineUrl: true,
  bookingRequestsUrl: true,
} as const;

/** Ids of the first `limit` people: members first, then by name. */
export const peoplePageSql = (userId: string, limit: number) => Prisma.sql`
  SELECT id FROM "BusinessPerson" WHERE "userId" = ${userId} AND "removedAt" IS NULL ORDER BY kind, "fullName", id LIMIT ${limit}`;

export const peopleCountSql = (userId: string) => Prisma.sql`
  SELECT count(*)::int AS total FROM "BusinessPerson" WHERE "userId" = ${userId} AND "removedAt" IS NULL`;

/** The first `pages` pages of people, and how many people there are. */
export async function listPeople(userId: string, pages = 1) {
  const [ids, [count]] = await Promise.all([
    db.$queryRaw<{ id: string }[]>(peoplePageSql(userId, pages * PEOPLE_PAGE)),
    db.$queryRaw<{ total: number }[]>(peopleCountSql(userId)),
  ]);
  const found = await db.businessPerson.findMany({
    where: { userId, id: { in: ids.map((r) => r.id) } },
    select: { ...personSelect, _count: { select: { accounts: { where: { removedAt: null } } } } },
  });
  const at = new Map(ids.map((r, i) => [r.id, i]));
  const people = found
    .sort((a, b) => at.get(a.id)! - at.get(b.id)!)
    .map(({ _count, ...p }) => ({ ...p, accountCount: _count.accounts }));
  return { people, total: count?.total ?? 0 };
}
export type PersonSummary = Awaited<ReturnType<typeof listPeople>>["people"][number];
