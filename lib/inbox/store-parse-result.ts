// The one normalization of a spec 3 parse result, for the email callback, the polling fallback and
// (helper 5) mailbox results. Inside the caller's transaction:
// - the parse request row (EmailParse, keyed by the service's requestId) gets every envelope field:
//   status, statusMessage, rejectMethod, missingFields, providerCode, fromProvider, parsingMethod,
//   flightDataMethodsUsed, metadata/nestedEmailMetadata, pricingInfo;
// - each readable itinerary lands in the Itinerary table (lib/itineraries/save-email-itinerary.ts:
//   this email's own version of each reservation, merged with other sources' on the timeline), flagged "for someone else?" when none of the user's
//   names is among its travelers;
// - a statement (`loyaltyAccount`) updates the matching linked account (apply-statement.ts).
// Safe to run twice: every write is an upsert or a de-duplicating merge.
// Raw statements through the pg write path (lib/sql/), columns checked against the schema: it runs
// inside the callback's plain pg transaction (lib/callbacks/process-delivery.ts) like every handler.
// `email` (the headers, per returnEmail) is never stored: the row already has the headers we read.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Itinerary } from "@/lib/itineraries/itinerary-schema";
import { saveEmailItinerary } from "@/lib/itineraries/save-email-itinerary";
import type { ParseResult } from "@/lib/services/email/result-schema";
import type { SqlTx } from "@/lib/sql/transaction";
import { defineUpsert } from "@/lib/sql/upsert-row";
import { applyStatement, type StatementSummary } from "./apply-statement";
import { isForSomeoneElse } from "./name-match";
import { countItineraries, travelersOf } from "./travelers-of";

export interface StoredParse {
  status: string;
  itineraryIds: string[];
  unreadable: number;
  statement: StatementSummary | null;
}

const json = (v: unknown) => (v === undefined ? undefined : (v as Prisma.InputJsonValue));

type ParseRow = Omit<Prisma.EmailParseUncheckedCreateInput, "id" | "createdAt" | "updatedAt">;
const parses = defineUpsert<ParseRow>()("EmailParse", {
  columns: {
    emailId: "text",
    userId: "text",
    requestId: "text",
    status: "text",
    statusMessage: "text",
    rejectMethod: "text",
    missingFields: "text[]",
    providerCode: "text",
    fromProvider: "bool",
    parsingMethod: "text",
    flightDataMethodsUsed: "jsonb",
    nested: "bool",
    subject: "text",
    metadata: "jsonb",
    pricingInfo: "jsonb",
    statement: "jsonb",
    itineraryIds: "text[]",
    counts: "jsonb",
    resultAt: "timestamp",
  },
  conflict: ["requestId"],
  insertOnly: ["emailId", "userId"],
  generatedId: true,
  updatedAt: true,
});

export async function storeParseResult(
  tx: SqlTx,
  owner: { userId: string; emailId: string; source?: "email" | "mailbox" },
  result: ParseResult,
  now = new Date(),
): Promise<StoredParse> {
  const readable = (result.itineraries ?? []).filter((it): it is Itinerary => !("unreadable" in it));
  const unreadable = (result.itineraries?.length ?? 0) - readable.length;
  const itineraryIds: string[] = [];
  if (readable.length) {
    const [settings] = await tx.$queryRaw<
      { travelerNames: string[] }[]
    >`SELECT "travelerNames" FROM "EmailSettings" WHERE "userId" = ${owner.userId}`;
    const names = settings?.travelerNames ?? [];
    const taken = new Set<string>(); // one row per reservation, several per booking reference too
    for (const it of readable) {
      const otherTraveler = isForSomeoneElse(names, travelersOf(it));
      itineraryIds.push(
        await saveEmailItinerary(
          tx,
          { userId: owner.userId, emailId: owner.emailId, source: owner.source ?? "email" },
          it,
          { otherTraveler, now, taken },
        ),
      );
    }
  }
  const statement = result.loyaltyAccount
    ? await applyStatement(tx, owner.userId, result.loyaltyAccount)
    : null;
  const meta = result.nestedEmailMetadata ?? result.metadata;
  const fields = {
    status: result.status,
    statusMessage: result.statusMessage ?? null,
    rejectMethod: result.rejectMethod ?? null,
    missingFields: result.missingFields ?? [],
    providerCode: result.providerCode ?? null,
    fromProvider: result.fromProvider ?? null,
    parsingMethod: result.parsingMethod,
    flightDataMethodsUsed: json(result.flightDataMethodsUsed),
    nested: Boolean(result.nestedEmailMetadata?.nested ?? result.metadata.nested),
    subject: meta.subject ?? null,
    metadata: json({
      metadata: result.metadata,
      nestedEmailMetadata: result.nestedEmailMetadata,
      apiVersion: result.apiVersion,
      unreadableItineraries: unreadable,
    }),
    pricingInfo: json(result.pricingInfo),
    statement: json(statement ?? undefined),
    itineraryIds: [...new Set(itineraryIds)],
    counts: json(countItineraries(readable)),
    resultAt: now,
  };
  await parses.write(tx, {
    requestId: result.requestId,
    emailId: owner.emailId,
    userId: owner.userId,
    ...fields,
  });
  return { status: result.status, itineraryIds: fields.itineraryIds, unreadable, statement };
}
