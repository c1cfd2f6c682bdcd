// Members and connected users as the lists say now: new ones created, changed ones updated, and
// people missing from a list that was read are marked removed. Returns personId per (kind, remoteId).
import "server-only";
import { db } from "@/lib/db";
import type { ConnectedUser, Member } from "@/lib/services/business/export-schema";
import { levelFromText } from "./words";

type PersonData = {
  kind: "member" | "connected";
  remoteId: number;
  fullName: string;
  email: string | null;
  forwardingEmail: string | null;
  userName: string | null;
  status: string | null;
  accessLevel: string | null;
  connectionType: string | null;
  accountsAccessLevel: string | null;
  level: number;
  accountsSharedByDefault: boolean | null;
  editConnectionUrl: string | null;
  editMemberUrl: string | null;
  accountListUrl: string | null;
  timelineUrl: string | null;
  bookingRequestsUrl: string | null;
};

const fromMember = (m: Member): PersonData => ({
  kind: "member",
  remoteId: m.memberId,
  fullName: m.fullName,
  email: m.email,
  forwardingEmail: m.forwardingEmail,
  userName: null,
  status: null,
  accessLevel: null,
  connectionType: null,
  accountsAccessLevel: null,
  // Members are names the business added itself: it holds their accounts with full control.
  level: 3,
  accountsSharedByDefault: null,
  editConnectionUrl: null,
  editMemberUrl: m.editMemberUrl,
  accountListUrl: m.accountListUrl,
  timelineUrl: m.timelineUrl,
  bookingRequestsUrl: null,
});
const fromUser = (u: ConnectedUser): PersonData => ({
  kind: "connected",
  remoteId: u.userId,
  fullName: u.fullName,
  email: u.email,
  forwardingEmail: u.forwardingEmail,
  userName: u.userName,
  status: u.status,
  accessLevel: u.accessLevel,
  connectionType: u.connectionType,
  accountsAccessLevel: u.accountsAccessLevel,
  level: levelFromText(u.accountsAccessLevel),
  accountsSharedByDefault: u.accountsSharedByDefault,
  editConnectionUrl: u.editConnectionUrl,
  editMemberUrl: null,
  accountListUrl: u.accountListUrl,
  timelineUrl: u.timelineUrl,
  bookingRequestsUrl: u.bookingRequestsUrl,
});

const keyOf = (kind: string, remoteId: number) => `${kind}:${remoteId}`;

export async function storePeople(
  userId: string,
  connectionId: string,
  lists: { members?: Member[]; users?: ConnectedUser[] },
) {
  const incoming = [...(lists.members ?? []).map(fromMember), ...(lists.users ?? []).map(fromUser)];
  const readKinds = [...(lists.members ? ["member"] : []), ...(lists.users ? ["connected"] : [])];
  const existing = await db.businessPerson.findMany({
    where: { connectionId, userId },
    select: {
      id: true,
      kind: true,
      remoteId: true,
      removedAt: true,
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
    },
  });
  const byKey = new Map(existing.map((p) => [keyOf(p.kind, p.remoteId), p]));
  const fresh = incoming.filter((p) => !byKey.has(keyOf(p.kind, p.remoteId)));
  if (fresh.length)
    await db.businessPerson.createMany({
      data: fresh.map((p) => ({ ...p, userId, connectionId })),
      skipDuplicates: true,
    });
  for (const p of incoming) {
    const old = byKey.get(keyOf(p.kind, p.remoteId));
    if (!old) continue;
    const changed =
      old.removedAt !== null ||
      (Object.keys(p) as (keyof PersonData)[]).some(
        (k) => k !== "kind" && k !== "remoteId" && old[k] !== p[k],
      );
    if (changed)
      await db.businessPerson.update({ where: { id: old.id, userId }, data: { ...p, removedAt: null } });
  }
  const seen = new Set(incoming.map((p) => keyOf(p.kind, p.remoteId)));
  const gone = existing
    .filter((p) => readKinds.includes(p.kind) && !p.removedAt && !seen.has(keyOf(p.kind, p.remoteId)))
    .map((p) => p.id);
  if (gone.length)
    await db.businessPerson.updateMany({
      where: { id: { in: gone }, userId },
      data: { removedAt: new Date() },
    });
  const all = await db.businessPerson.findMany({
    where: { connectionId, userId },
    select: { id: true, kind: true, remoteId: true, fullName: true },
  });
  return new Map(all.map((p) => [keyOf(p.kind, p.remoteId), p]));
}
