// The tracker policy shared by the award-search services (flights, hotels): how long to wait for a
// callback, how often to poll, when to give up, and what "final" means — every part of the program's
// request (singleDate and calendar for flights) settled, or the request replaced by a newer one.
import "server-only";
import { isPending, readParts } from "@/lib/award-search/merge-parts";
import { GIVE_UP_AFTER_SECONDS, MAX_POLLS } from "@/lib/award-search/search-settings";
import type { AwardServiceAdapter, Parts } from "@/lib/award-search/types";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { definePolicy, type ServicePolicy } from "@/lib/service-requests/policy";
import { FlightState, isPendingState } from "@/lib/service-requests/service-states";

export function awardPolicy<P, R>(
  adapter: AwardServiceAdapter<P, R>,
  closedStateText?: string,
): ServicePolicy<R> {
  const grace = () => env().CALLBACK_GRACE_SECONDS;
  return definePolicy<R>({
    service: adapter.service,
    graceSeconds: grace,
    // The grace period, then doubling up to a minute: a user is watching the page.
    backoffSeconds: (pollCount) => Math.min(60, grace() * 2 ** pollCount),
    giveUp: (request, now) =>
      request.pollCount >= MAX_POLLS ||
      now.getTime() - request.sentAt.getTime() > GIVE_UP_AFTER_SECONDS * 1000,
    async isFinal(request) {
      const row = await db.awardRequest.findUnique({
        where: { serviceRequestId: request.id },
        select: { active: true, state: true, parts: true },
      });
      return !row || !row.active || !isPending(row.state, readParts(row.parts));
    },
    getResults: (requestId) => adapter.getResults(requestId),
    callback: adapter.callback,
    closedState: { state: FlightState.Timeout, ...(closedStateText ? { stateText: closedStateText } : {}) },
    async onClose(request, closed) {
      const row = await db.awardRequest.findUnique({
        where: { serviceRequestId: request.id },
        select: { id: true, state: true, parts: true },
      });
      if (!row) return;
      // Parts still waiting end with the request; parts that settled keep their answer.
      const parts: Parts = Object.fromEntries(
        Object.entries(readParts(row.parts)).map(([k, p]) => [
          k,
          isPendingState(p.state) ? { state: closed.state, message: closed.message } : p,
        ]),
      );
      await db.awardRequest.update({
        where: { id: row.id },
        data: {
          parts: parts,
          ...(isPendingState(row.state) ? { state: closed.state, message: closed.message } : {}),
        },
      });
    },
  });
}
