// Members and connected users in one list (removed people left out), with how many accounts each shares.
import "server-only";
import { db } from "@/lib/db";

export const personSelect = {
  id: true, kind: true, remoteId: true, fullName: true, email: true, forwardingEmail: true, userName: true, status: true,
  accessLevel: true, connectionType: true, accountsAccessLevel: true, level: true, accountsSharedByDefault: true,
  editConnectionUrl: true, editMemberUrl: true, accountListUrl: true, timelineUrl: true, bookingRequestsUrl: true,
} as const;

export async function listPeople(userId: string) {
  const people = await db.businessPerson.findMany({
    where: { userId, removedAt: null },
    select: { ...personSelect, _count: { select: { accounts: { where: { removedAt: null } } } } },
    orderBy: [{ kind: "asc" }, { fullName: "asc" }],
  });
  return people.map(({ _count, ...p }) => ({ ...p, accountCount: _count.accounts }));
}
export type PersonSummary = Awaited<ReturnType<typeof listPeople>>[number];
