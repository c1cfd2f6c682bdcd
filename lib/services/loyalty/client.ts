// Typed client for loyalty account retrieval (spec 2, part A). Credentials in request bodies are
// never logged: the base client only reports service, status and path.
import "server-only";
import { createServiceClient } from "@/lib/http/base-client";
import {
  checkRequestSchema,
  checkResponseSchema,
  packageResponseSchema,
  type CheckRequest,
} from "./check-schema";
import { providerDefinitionSchema, providerListSchema } from "./provider-schema";
import { accountResultSchema } from "./result-schema";

const http = createServiceClient("loyalty");

/** GET /v2/providers/list — every program the service can check (A1). */
export function listLoyaltyProviders() {
  return http.request({ path: "/v2/providers/list", schema: providerListSchema });
}

/** GET /v2/providers/{code} — one program's definition (A2). */
export function getLoyaltyProvider(code: string) {
  return http.request({
    path: `/v2/providers/${encodeURIComponent(code)}`,
    schema: providerDefinitionSchema,
  });
}

/** POST /v2/account/check — queue one account check (A3) → {requestId}. */
export function checkAccount(request: CheckRequest) {
  return http.request({
    method: "POST",
    path: "/v2/account/check",
    body: checkRequestSchema.parse(request),
    schema: checkResponseSchema,
  });
}

/** POST /v2/account/check/package — queue many checks (A4) → {package:[{requestId}], errors?}. */
export function checkAccountPackage(requests: CheckRequest[]) {
  const body = { package: requests.map((r) => checkRequestSchema.parse(r)) };
  return http.request({
    method: "POST",
    path: "/v2/account/check/package",
    body,
    schema: packageResponseSchema,
    timeoutMs: 60_000,
  });
}

/** GET /v2/account/check/{id} — the result (A5); state 0 while pending; cached up to two hours. */
export function getAccountCheck(requestId: string) {
  return http.request({
    path: `/v2/account/check/${encodeURIComponent(requestId)}`,
    schema: accountResultSchema,
  });
}
