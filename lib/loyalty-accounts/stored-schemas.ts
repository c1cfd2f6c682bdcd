// How the loyalty JSON columns are read back (readStored, never a cast): the shapes
// store-account-result.ts and store-history.ts write, which are the A5 result's own (spec 2).
import { z } from "zod";

/** LoyaltyAccount.properties: [{code, name, kind, value}] as normalized by the result schema. */
export const storedPropertiesSchema = z
  .array(
    z.looseObject({ code: z.string(), name: z.string(), kind: z.string().optional(), value: z.string() }),
  )
  .nullable();
/** LoyaltyAccount.subAccounts. */
export const storedSubAccountsSchema = z
  .array(
    z.looseObject({ code: z.string(), displayName: z.string().optional(), balance: z.number().nullish() }),
  )
  .nullable();
/** LoyaltyAccount.detectedCards. */
export const storedDetectedCardsSchema = z
  .array(
    z.looseObject({
      code: z.string(),
      displayName: z.string().optional(),
      cardDescription: z.string().optional(),
    }),
  )
  .nullable();
/** LoyaltyHistoryRow.fields: the provider's [{name, value}] with values as text. */
export const storedHistoryFieldsSchema = z.array(
  z.object({ name: z.string(), code: z.string().optional(), value: z.string() }),
);
/** ProviderCatalog.data of a loyalty program (list item or definition): only what the pages read. */
export const storedProgramDataSchema = z.looseObject({
  kind: z.number().int().optional(),
  programName: z.string().optional(),
});
