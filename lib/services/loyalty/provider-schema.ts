// Spec 2 A1 (provider list item) and A2 (provider definition). Unknown fields pass through
// (looseObject) so a service that adds fields does not break the catalog.
import { z } from "zod";

export const providerListItemSchema = z.looseObject({
  code: z.string().min(1),
  displayName: z.string().min(1),
  kind: z.number().int(),
});
export const providerListSchema = z.array(providerListItemSchema);

export const inputOptionSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  kind: z.union([z.string(), z.number()]).optional(),
});

/** login / login2 / login3 / password descriptor: drives the generated form. */
export const inputDescriptorSchema = z.looseObject({
  code: z.string().optional(),
  title: z.string().optional(),
  options: z.array(inputOptionSchema).nullish(),
  required: z.boolean().optional(),
  defaultValue: z.string().nullish(),
});
export type InputDescriptor = z.infer<typeof inputDescriptorSchema>;

export const propertyInfoSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  kind: z.union([z.string(), z.number()]).transform(String),
});

export const historyColumnSchema = z.looseObject({
  type: z.string(),
  kind: z.string(),
  name: z.string(),
});
/** A definition's history columns on their own: what a callback's normalization reads of a cached
 *  definition (lib/loyalty-accounts/store-account-result.ts), without the ~2 KB rest of it. */
export const historyColumnsSchema = z.array(historyColumnSchema).default([]);

export const providerDefinitionSchema = z.looseObject({
  kind: z.number().int(),
  code: z.string(),
  displayName: z.string(),
  providerName: z.string().optional(),
  programName: z.string().optional(),
  login: inputDescriptorSchema.nullish(),
  login2: inputDescriptorSchema.nullish(),
  login3: inputDescriptorSchema.nullish(),
  password: inputDescriptorSchema.nullish(),
  properties: z.array(propertyInfoSchema).default([]),
  canCheckConfirmation: z.boolean().optional(),
  canCheckItinerary: z.boolean().default(false),
  canCheckPastItinerary: z.boolean().default(false),
  canCheckExpiration: z.number().int().default(0),
  historyColumns: historyColumnsSchema,
  eliteLevelsCount: z.number().int().optional(),
  canParseHistory: z.boolean().optional(),
  canParseFiles: z.boolean().optional(),
});
export type LoyaltyProviderDefinition = z.infer<typeof providerDefinitionSchema>;
