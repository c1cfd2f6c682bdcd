// The Itinerary columns every source writes the same way (loyalty accounts, emails, mailboxes):
// the summary's sort/list columns, whether it is past, and the spec 3 object itself.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ItinerarySummary } from "./summarize-itinerary";

export function itineraryRowFields(s: ItinerarySummary, itinerary: object, now: Date) {
  return {
    type: s.type,
    confirmationNumber: s.confirmationNumber,
    title: s.title,
    startAt: s.startAt,
    endAt: s.endAt,
    startLocal: s.startLocal,
    endLocal: s.endLocal,
    startPlace: s.startPlace,
    endPlace: s.endPlace,
    cancelled: s.cancelled,
    past: s.endAt ? s.endAt < now : s.startAt ? s.startAt < now : false,
    data: itinerary as Prisma.InputJsonValue,
  };
}
