// Loyalty account results (spec 2, A5). A single check's callback is one A5 object; a package
// callback is {method: "account", response: [A5, …]} with up to 20 results — every one is stored.
// `store` normalizes each result into the linked account (lib/loyalty-accounts/store-account-result.ts)
// on the plain pg path, set-based: `beforeStore` locks and reads every account of a batch at once.
import { z } from "zod";
import type { CallbackItem, RequestedResultHandler, StoredRequest } from "@/lib/callbacks/types";
import { isFinal, isPendingState } from "@/lib/service-requests/service-states";
import {
  accountLockWithRequests,
  lockAccounts,
  storeAccountResult,
} from "@/lib/loyalty-accounts/store-account-result";
import { accountResultSchema, type AccountResult } from "@/lib/services/loyalty/result-schema";

export const accountResultEnvelope = accountResultSchema;

const packageEnvelope = z.object({ method: z.string(), response: z.array(accountResultEnvelope).max(20) });
// The union decides once whether a body is a package (its first option) or one result, and says
// so in its output: a single A5 is a loose object and may carry unknown `method`/`response` fields.
export const loyaltyCallbackSchema = z.union([
  packageEnvelope.transform((p) => ({ results: p.response })),
  accountResultEnvelope.transform((r) => ({ results: [r] })),
]);

type Body = z.infer<typeof loyaltyCallbackSchema>;

const storedCheckDate = z.looseObject({ checkDate: z.string().optional() }).nullable();

const isAccountCheck = (request: StoredRequest): request is StoredRequest & { parentId: string } =>
  request.kind === "loyalty-check" && !!request.parentId;
const toItem = (r: AccountResult): CallbackItem => ({
  requestId: r.requestId,
  state: r.state,
  message: r.message,
  body: r,
});

export const loyaltyCallback: RequestedResultHandler<Body> = {
  kind: "requested",
  name: "loyalty",
  credentials: "loyalty",
  schema: loyaltyCallbackSchema,
  items: (body) => body.results.map(toItem),
  // Spec 2: an older result never overwrites a newer one — compare checkDate when both have one.
  isStale(stored, item) {
    // The stored payload is an earlier A5 result (its envelope); read it through its schema.
    const prev = storedCheckDate.safeParse(stored.payload).data?.checkDate;
    const next = (item.body as AccountResult).checkDate;
    if (prev && next) return Date.parse(next) < Date.parse(prev);
    return isFinal(stored.state) && isPendingState(item.state);
  },
  // The account keeps what a result carries (history rows, properties, trips, sub-accounts, cards:
  // lib/loyalty-accounts/store-account-result.ts); the request keeps the envelope, checkDate included
  // (isStale reads it), so a package's history is not written twice.
  payload: (item) => {
    const {
      history: _history,
      properties: _properties,
      itineraries: _trips,
      subAccounts: _subAccounts,
      detectedCards: _cards,
      ...envelope
    } = item.body as AccountResult;
    return envelope;
  },
  lockWithRequests: accountLockWithRequests,
  beforeStore: (tx, _requests, toStore) =>
    lockAccounts(
      tx,
      toStore.flatMap(({ request, item }) =>
        isAccountCheck(request) && !isPendingState(item.state)
          ? [{ accountId: request.parentId, result: item.body as AccountResult }]
          : [],
      ),
    ),
  async store(tx, request, item) {
    if (!isAccountCheck(request)) return;
    await storeAccountResult(tx, request.parentId, item.body as AccountResult);
  },
};
