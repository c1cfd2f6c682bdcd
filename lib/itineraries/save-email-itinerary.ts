// Stores one reservation found in an email (spec 3) for the timeline, as THAT email's version:
// keyed "mail:<email id>:<type>:<confirmation number>" (else a content hash), so every email keeps
// its own row (house style rule 20: keep every source's version) and the timeline merges the rows
// at display time (lib/timeline/merge-items.ts): a later change email or a cancellation is a newer
// source that wins where it has a value; deleting an email deletes only its own rows and the item
// falls back to what the other sources say. The same email parsed again (a redelivery, a retry)
// updates its own row. Two reservations of one email with the same key (one per passenger of a
// family booking, issue 33) keep a row each: `taken` holds the keys already used by the result.
// A cancellation of a reservation this email already stored marks that row cancelled and keeps
// what was known (a cancelled reservation "may lack required data", spec 3). `hidden` (the
// user's choice) is never reset.
// Written through the pg write path (lib/sql/upsert-row.ts, columns checked against the model), at
// once: a later reservation of the same result may read this one's row.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SqlTx } from "@/lib/sql/transaction";
import { defineUpsert } from "@/lib/sql/upsert-row";
import type { Itinerary } from "./itinerary-schema";
import { itineraryRowFields } from "./itinerary-row-fields";
import { itineraryKey, summarizeItinerary } from "./summarize-itinerary";

export interface EmailItineraryOwner {
  userId: string;
  emailId: string;
  source: "email" | "mailbox";
}

type Row = Pick<
  Prisma.ItineraryUncheckedCreateInput,
  | "userId"
  | "source"
  | "sourceKey"
  | "emailId"
  | "otherTraveler"
  | "type"
  | "confirmationNumber"
  | "title"
  | "startAt"
  | "endAt"
  | "startLocal"
  | "endLocal"
  | "startPlace"
  | "endPlace"
  | "cancelled"
  | "past"
  | "data"
>;

const itineraries = defineUpsert<Row>()("Itinerary", {
  columns: {
    userId: "text",
    source: "text",
    sourceKey: "text",
    emailId: "text",
    otherTraveler: "bool",
    type: "text",
    confirmationNumber: "text",
    title: "text",
    startAt: "timestamp",
    endAt: "timestamp",
    startLocal: "text",
    endLocal: "text",
    startPlace: "text",
    endPlace: "text",
    cancelled: "bool",
    past: "bool",
    data: "jsonb",
  },
  conflict: ["userId", "sourceKey"],
  insertOnly: ["source"],
  generatedId: true,
  updatedAt: true,
});

/** The row key of a reservation of one email; the n-th reservation with the same key gets ":n". */
export function emailItineraryKey(
  emailId: string,
  it: Record<string, unknown> & { type: string },
  taken?: Set<string>,
): string {
  const base = itineraryKey(`mail:${emailId}`, it, summarizeItinerary(it));
  let key = base;
  for (let n = 2; taken?.has(key); n++) key = `${base}:${n}`;
  taken?.add(key);
  return key;
}

export async function saveEmailItinerary(
  tx: SqlTx,
  owner: EmailItineraryOwner,
  it: Itinerary,
  flags: { otherTraveler: boolean; now: Date; taken?: Set<string> },
): Promise<string> {
  const obj = it as Record<string, unknown> & { type: string };
  const s = summarizeItinerary(obj);
  const sourceKey = emailItineraryKey(owner.emailId, obj, flags.taken);
  if (s.cancelled) {
    // Stored already: marked cancelled, the email's fields merged into what was known (a shallow
    // merge, the cancellation's values winning).
    const [cancelled] = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "Itinerary" SET cancelled = true, data = data || ${JSON.stringify(obj)}::jsonb, "updatedAt" = now()
      WHERE "userId" = ${owner.userId} AND "sourceKey" = ${sourceKey} RETURNING id`;
    if (cancelled) return cancelled.id;
  }
  const fields = {
    ...itineraryRowFields(s, obj, flags.now),
    otherTraveler: flags.otherTraveler,
    emailId: owner.emailId,
  };
  return itineraries.write(tx, { userId: owner.userId, source: owner.source, sourceKey, ...fields });
}
