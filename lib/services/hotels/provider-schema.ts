// Hotel provider list (spec 1 B1 and "GET /v1/providers/list"). The hotel item still carries the
// boolean `loginRequired` (spec 1 Versioning), unlike the flight item's authMode.
import { z } from "zod";
import { inputDescriptorSchema } from "@/lib/services/flights/provider-schema";

export const hotelProviderSchema = z.looseObject({
  code: z.string().regex(/^[A-Za-z0-9]+$/, "provider code must be alphanumeric"),
  displayName: z.string().min(1),
  shortName: z.string().min(1),
  loginRequired: z.boolean(),
  login: inputDescriptorSchema,
  login2: inputDescriptorSchema.optional(),
  password: inputDescriptorSchema,
});

export const hotelProviderListSchema = z.object({
  apiVersion: z.number().int(),
  providers: z.array(hotelProviderSchema),
});

export type HotelProvider = z.infer<typeof hotelProviderSchema>;
