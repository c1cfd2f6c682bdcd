// How the EmailParse JSON columns are read back (readStored, never a cast): the shapes
// store-parse-result.ts writes. A row an older version wrote differently is caught with its id.
import { z } from "zod";
import { pricingInfoSchema } from "@/lib/itineraries/itinerary-schema";

/** EmailParse.statement: what a loyalty statement in the email did (apply-statement.ts). */
export const statementSummarySchema = z.object({
  providerCode: z.string().nullable(),
  balance: z.number().nullable(),
  balanceDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  login: z.string().nullable(), // as shown in the email (masked when loginMask is set)
  loginMasked: z.boolean(),
  number: z.string().nullable(),
  isMember: z.boolean(),
  accountId: z.string().nullable(), // the linked account it matched
  balanceUpdated: z.boolean(),
  historyAdded: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

/** EmailParse.counts: itineraries found per type ({ flight: 2, hotelReservation: 1 }). */
export const storedCountsSchema = z.record(z.string(), z.number().int().nonnegative()).nullable();
/** EmailParse.flightDataMethodsUsed, as the service reported it. */
export const storedFlightDataMethodsSchema = z
  .array(z.looseObject({ name: z.string(), count: z.number().int() }))
  .nullable();
/** EmailParse.pricingInfo, as the service reported it. */
export const storedPricingInfoSchema = pricingInfoSchema.nullable();
/** EmailParse.statement. */
export const storedStatementSchema = statementSummarySchema.nullable();
