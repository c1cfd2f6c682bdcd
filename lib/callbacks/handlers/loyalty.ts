// Loyalty account results (spec 2, A5). A single check's callback is one A5 object; a package
// callback is {method: "account", response: [A5, …]} with up to 20 results — every one is stored.
// `store` normalizes each result into the linked account (lib/loyalty-accounts/store-account-result.ts).
import { z } from "zod";
import type { CallbackHandler, CallbackItem } from "@/lib/callbacks/types";
import { storeAccountResult } from "@/lib/loyalty-accounts/store-account-result";
import { accountResultSchema, type AccountResult } from "@/lib/services/loyalty/result-schema";

export const accountResultEnvelope = accountResultSchema;

const packageEnvelope = z.object({ method: z.string(), response: z.array(accountResultEnvelope).max(20) });
export const loyaltyCallbackSchema = z.union([packageEnvelope, accountResultEnvelope]);

type Body = z.infer<typeof loyaltyCallbackSchema>;
const toItem = (r: AccountResult): CallbackItem => ({
  requestId: r.requestId,
  state: r.state,
  message: r.message,
  body: r,
});

export const loyaltyCallback: CallbackHandler<Body> = {
  name: "loyalty",
  credentials: "loyalty",
  schema: loyaltyCallbackSchema,
  // The same shape test as `items`, on the JSON as received (a package is the union's first option).
  requestIds: (body) => {
    const b = body as { requestId: string; response?: { requestId: string }[] };
    return "response" in b && Array.isArray(b.response) ? b.response.map((r) => r.requestId) : [b.requestId];
  },
  items: (body) => ("response" in body && Array.isArray(body.response) ? body.response.map(toItem) : [toItem(body as AccountResult)]),
  // Spec 2: an older result never overwrites a newer one — compare checkDate when both have one.
  isStale(stored, item) {
    const prev = (stored.payload as { checkDate?: string } | null)?.checkDate;
    const next = (item.body as { checkDate?: string }).checkDate;
    if (prev && next) return Date.parse(next) < Date.parse(prev);
    return stored.state !== 0 && item.state === 0;
  },
  async store(tx, request, item) {
    if (request.kind !== "loyalty-check" || !request.parentId) return;
    await storeAccountResult(tx, request.parentId, item.body as AccountResult);
  },
};
