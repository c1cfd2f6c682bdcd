// Loyalty account results (spec 2, A5). A single check's callback is one A5 object; a package
// callback is {method: "account", response: [A5, …]} with up to 20 results — every one is stored.
import { z } from "zod";
import type { CallbackHandler, CallbackItem } from "@/lib/callbacks/types";

export const accountResultEnvelope = z.looseObject({
  requestId: z.string().min(1),
  state: z.number().int().min(0).max(11),
  message: z.string().optional(),
  checkDate: z.string().optional(),
});

const packageEnvelope = z.object({ method: z.string(), response: z.array(accountResultEnvelope).max(20) });
export const loyaltyCallbackSchema = z.union([packageEnvelope, accountResultEnvelope]);

type Body = z.infer<typeof loyaltyCallbackSchema>;
const toItem = (r: z.infer<typeof accountResultEnvelope>): CallbackItem => ({
  requestId: r.requestId,
  state: r.state,
  message: r.message,
  body: r,
});

export const loyaltyCallback: CallbackHandler<Body> = {
  name: "loyalty",
  credentials: "loyalty",
  schema: loyaltyCallbackSchema,
  items: (body) => ("response" in body && Array.isArray(body.response) ? body.response.map(toItem) : [toItem(body as z.infer<typeof accountResultEnvelope>)]),
  // Spec 2: an older result never overwrites a newer one — compare checkDate when both have one.
  isStale(stored, item) {
    const prev = (stored.payload as { checkDate?: string } | null)?.checkDate;
    const next = (item.body as { checkDate?: string }).checkDate;
    if (prev && next) return Date.parse(next) < Date.parse(prev);
    return stored.state !== 0 && item.state === 0;
  },
};
