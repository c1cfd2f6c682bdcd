// Spec 2 A5 — the account result, from GET /v2/account/check/{id} and in callbacks.
// Array names the spec does not show (rejected answers, sub-accounts, detected cards) are the ones
// the service uses: invalidAnswers, subAccounts, detectedCards. Loose objects keep unknown fields.
import { z } from "zod";
import { pointsAmount } from "@/lib/validation/storable-amounts";
import { int32 } from "@/lib/validation/int32";

// A field names its column by caption (`name`); the business export's HistoryField form also carries the
// column's kind as `code` (spec 2 B1). Both are kept; lib/loyalty-accounts/history-fields.ts matches them.
const historyFieldSchema = z.object({
  name: z.string(),
  code: z.string().optional(),
  value: z.union([z.string(), z.number()]).transform(String),
});
const historyRowSchema = z.looseObject({ fields: z.array(historyFieldSchema) });

export const historySchema = z.looseObject({
  range: z.enum(["complete", "incremental", "incremental_past"]).optional(),
  state: z.string().optional(),
  rows: z.array(historyRowSchema).default([]),
  subAccounts: z
    .array(z.looseObject({ code: z.string(), rows: z.array(historyRowSchema).default([]) }))
    .optional(),
});
export type HistoryIn = z.infer<typeof historySchema>;

export const resultPropertySchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  kind: z.union([z.string(), z.number()]).transform(String).optional(),
  value: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v) => (v == null ? "" : String(v))),
});

const qaSchema = z.object({ question: z.string(), answer: z.string() });

export const accountResultSchema = z.looseObject({
  requestId: z.string().min(1),
  debugInfo: z.string().optional(),
  userData: z.string().optional(),
  provider: z.string().optional(),
  state: z.number().int().min(0).max(11),
  message: z.string().optional(),
  errorReason: z.string().optional(),
  checkDate: z.string().optional(),
  requestDate: z.string().optional(),
  login: z.string().optional(),
  login2: z.string().optional(),
  login3: z.string().optional(),
  question: z.string().optional(),
  balance: pointsAmount().nullish(),
  expirationDate: z.string().nullish(),
  properties: z.array(resultPropertySchema).optional(),
  eliteLevel: int32().nullish(),
  noItineraries: z.boolean().optional(),
  neverExpires: z.boolean().optional(),
  browserState: z.string().optional(),
  itineraries: z.array(z.looseObject({ type: z.string() })).optional(),
  history: historySchema.optional(),
  filesVersion: int32().optional(),
  filesCacheValid: z.boolean().nullish(),
  invalidAnswers: z.array(qaSchema).optional(),
  subAccounts: z
    .array(
      z.looseObject({
        code: z.string(),
        displayName: z.string().optional(),
        balance: pointsAmount().nullish(),
      }),
    )
    .optional(),
  detectedCards: z.array(z.looseObject({ code: z.string(), displayName: z.string().optional() })).optional(),
});
export type AccountResult = z.infer<typeof accountResultSchema>;
