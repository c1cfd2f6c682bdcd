// What a traveller shared through a completed invite, for the traveller's own page: who they shared
// with (the Milepost user who created the invite), at which level, and which of their accounts the
// business now sees. Only the traveller's own data and the inviter's name leave here.
import "server-only";
import { db } from "@/lib/db";
import { levelFromText } from "./words";

export async function getInviteReceipt(inviteId: string) {
  const invite = await db.businessInvite.findFirst({
    where: { id: inviteId, usedAt: { not: null }, remoteUserId: { not: null } },
    select: { userId: true, connectionId: true, access: true, granularSharing: true, remoteUserId: true },
  });
  if (!invite || invite.remoteUserId === null) return null;
  const owner = await db.user.findUnique({
    where: { id: invite.userId },
    select: { name: true, email: true },
  });
  if (!owner) return null;
  const person = await db.businessPerson.findFirst({
    where: {
      userId: invite.userId,
      connectionId: invite.connectionId,
      kind: "connected",
      remoteId: invite.remoteUserId,
    },
    select: {
      fullName: true,
      accountsAccessLevel: true,
      accounts: {
        where: { removedAt: null },
        select: { displayName: true, code: true },
        orderBy: { displayName: "asc" },
      },
    },
  });
  return {
    sharedWith: owner.name?.trim() || owner.email,
    travellerName: person?.fullName ?? null,
    // The level the traveller granted at the service when it is known, else the one the invite asked for.
    level: person ? levelFromText(person.accountsAccessLevel) : invite.access,
    granularSharing: invite.granularSharing,
    accounts: person ? person.accounts.map((a) => a.displayName ?? a.code ?? "An account") : null,
  };
}
