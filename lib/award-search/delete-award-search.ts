// Deletes one award search and everything it stored: its requests' bookkeeping (ServiceRequest rows,
// which cascade to the AwardRequest rows, whose results and hotel images a trigger deletes) and the
// search with its form input. Owner- and service-checked: another user's id, or a hotel search asked
// for under flights, deletes nothing. A result arriving later for one of its requests is answered as
// an unknown request (lib/callbacks/accept-delivery.ts) and a pending poll finds nothing to poll.
import "server-only";
import { db } from "@/lib/db";
import type { AwardServiceAdapter } from "./types";

export async function deleteAwardSearch(
  userId: string,
  service: AwardServiceAdapter<unknown, unknown>["service"],
  id: string,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const search = await tx.awardSearch.findFirst({ where: { id, userId, service }, select: { id: true } });
    if (!search) return false;
    // Not cascaded from the search: ServiceRequest is shared by every service (parentId has no key).
    await tx.serviceRequest.deleteMany({ where: { service, parentId: id, userId } });
    await tx.awardSearch.delete({ where: { id } });
    return true;
  });
}
