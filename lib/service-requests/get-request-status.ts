import "server-only";
import { db } from "@/lib/db";

/** Status of one of the user's async service requests; null when it is not theirs or unknown. */
export async function getRequestStatus(userId: string, id: string) {
  return db.serviceRequest.findFirst({
    where: { id, userId },
    select: {
      id: true,
      service: true,
      kind: true,
      state: true,
      stateText: true,
      message: true,
      sentAt: true,
      completedAt: true,
    },
  });
}
