// Flight provider list (spec 1, A1 and "GET /v1/providers/list").
import { z } from "zod";

export const cabinSchema = z.enum(["firstClass", "business", "premiumEconomy", "economy", "unknown"]);

export const inputDescriptorSchema = z.object({
  code: z.string().min(1),
  title: z.string(),
  // Option `kind` values are "not shown" in the spec: accept any string.
  options: z.array(z.object({ code: z.string(), name: z.string(), kind: z.string() })).optional(),
  required: z.boolean(),
  defaultValue: z.string().optional(),
});

export const flightProviderSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]+$/, "provider code must be alphanumeric"),
  displayName: z.string().min(1),
  shortName: z.string().min(1),
  supportedCurrencies: z.array(z.string().length(3)).optional(),
  priceCalendar: z.object({ cabins: z.array(cabinSchema) }).optional(),
  authMode: z.enum(["none", "optional", "pooled", "consumer"]),
  accountBenefit: z.array(z.enum(["personalizedPricing", "improvedCoverage", "reducedBlockingRisk"])),
  knownChallengeTypes: z.array(z.enum(["email", "sms", "totp", "pushApproval"])),
  login: inputDescriptorSchema,
  login2: inputDescriptorSchema.optional(),
  password: inputDescriptorSchema,
});

export const flightProviderListSchema = z.object({
  apiVersion: z.number().int(),
  providers: z.array(flightProviderSchema),
});

export type FlightProvider = z.infer<typeof flightProviderSchema>;
export type InputDescriptor = z.infer<typeof inputDescriptorSchema>;
