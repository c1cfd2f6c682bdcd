// Spec 3 "Parse result" (GET getResults and the callback body), every field. Loose objects: the
// service adds fields over time. Quirks the spec says to accept both ways are normalized here:
// - apiVersion "string or integer" → number when numeric, else the text (spec 3, Parse result);
// - parsingMethod: revisions say `auto`+`manual` or `auto`+`ai` — all three accepted, others kept as
//   text (spec 3, Versioning);
// - loyaltyAccount property `kind` and history values may come as numbers or strings → strings.
// Itineraries are read one by one through the shared shapes (lib/itineraries/itinerary-schema.ts):
// an item that does not fit is kept as `{ unreadable: true }` so one bad reservation never drops
// its siblings or the whole callback.
import { z } from "zod";
import { type Itinerary, pricingInfoSchema, parseItinerary } from "@/lib/itineraries/itinerary-schema";

const text = z.string();

const addressee = z.looseObject({ name: text.optional(), email: text });

/** Email Metadata (also the shape of nestedEmailMetadata). */
export const emailMetadataSchema = z.looseObject({
  from: addressee.optional(), // Req in the table, but a header-less email has none: accepted absent
  to: z.array(addressee).optional(),
  cc: z.array(addressee).optional(),
  subject: text.optional(),
  receivedDateTime: text.optional(),
  nested: z.boolean().optional(),
  userEmail: text.optional(),
  mailboxId: z.number().int().optional(),
});

const scalar = z
  .union([text, z.number(), z.boolean()])
  .nullish()
  .transform((v) => (v == null ? "" : String(v)));

/** Loyalty Information (statements). All optional (spec 3). */
export const loyaltyStatementSchema = z.looseObject({
  providerCode: text.optional(),
  balance: z.number().optional(),
  balanceDate: text.optional(),
  expirationDate: text.optional(),
  login: text.optional(),
  login2: text.optional(),
  loginMask: text.optional(), // says login is masked; sample "center"
  number: text.optional(),
  numberMask: text.optional(), // sample "left"
  isMember: z.boolean().optional(),
  properties: z
    .array(
      z.looseObject({
        code: text,
        name: text.optional(),
        kind: z.union([text, z.number()]).transform(String).optional(),
        value: scalar,
      }),
    )
    .optional(),
  history: z
    .array(
      z.looseObject({
        fields: z.array(z.looseObject({ code: text.optional(), name: text.optional(), value: scalar })),
      }),
    )
    .optional(),
});
export type LoyaltyStatement = z.infer<typeof loyaltyStatementSchema>;

export type ReadItinerary = Itinerary | { type: string; unreadable: true };
const itineraryItem = z
  .looseObject({ type: text })
  .transform((v): ReadItinerary => parseItinerary(v) ?? { type: v.type, unreadable: true });

export const parseResultSchema = z.looseObject({
  apiVersion: z
    .union([text, z.number()])
    .transform((v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v)),
  requestId: text.min(1),
  status: text.min(1), // EmailStatus (lib/service-requests/service-states.ts); an unknown value is kept and treated as a final outcome
  statusMessage: text.optional(),
  rejectMethod: text.optional(), // auto | manual | incomplete
  missingFields: z.array(text).optional(),
  providerCode: text.optional(),
  fromProvider: z.boolean().optional(),
  loyaltyAccount: loyaltyStatementSchema.optional(),
  itineraries: z.array(itineraryItem).optional(),
  email: text.optional(), // headers (returnEmail=headers), base64 in the sample; never stored
  metadata: emailMetadataSchema,
  nestedEmailMetadata: emailMetadataSchema.optional(),
  pricingInfo: pricingInfoSchema.optional(),
  parsingMethod: text, // auto | ai | manual (spec 3 Versioning: accept all three)
  flightDataMethodsUsed: z.array(z.looseObject({ name: text, count: z.number().int() })).optional(),
  userData: text.optional(),
});
export type ParseResult = z.infer<typeof parseResultSchema>;

/** parseEmail response: `status` is `queued` or (not shown) something else with errorMessage. */
export const parseEmailResponseSchema = z.looseObject({
  apiVersion: z.union([text, z.number()]).optional(),
  status: text,
  errorMessage: text.optional(),
  requestIds: z.array(text.min(1)).default([]),
});

export const emailProviderSchema = z.looseObject({
  code: text,
  displayName: text,
  shortName: text.optional(),
  supportedLanguages: z.array(text).optional(),
  supportedFormatCount: z.number().int().optional(),
  properties: z
    .array(z.looseObject({ code: text, name: text, kind: z.union([text, z.number()]) }))
    .optional(),
  historyColumns: z
    .array(
      z.looseObject({
        code: text.optional(),
        name: text.optional(),
        kind: z.union([text, z.number()]).optional(),
      }),
    )
    .optional(),
});
export const emailProviderListSchema = z.looseObject({
  apiVersion: z.union([text, z.number()]).optional(),
  list: z.array(emailProviderSchema),
});
