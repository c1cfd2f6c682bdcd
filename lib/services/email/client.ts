// Typed client for the email parsing service (spec 3). Every method exists on the US and EU hosts
// with identical paths; the caller names the region (the user's Processing region) so an email is
// submitted to and polled from the same host. EMAIL_API_URL / EMAIL_EU_API_URL include the
// service's `/email` path prefix (spec 3 paths are /email/json/v2/...), like the other services'
// URLs include theirs. The raw email in the request body is never logged: the base client reports
// only service, status and path.
import "server-only";
import { type EmailRegion, emailApiUrl } from "@/lib/env";
import { createServiceClient } from "@/lib/http/base-client";
import { parseEmailResponseSchema, parseResultSchema } from "./result-schema";

const http = createServiceClient("email");

export interface ParseEmailInput {
  email: string; // full source with MIME headers and body
  callbackUrl: string;
  userData: string; // an opaque id of the submission — never personal data
}

/** POST /email/json/v2/parseEmail — submit one raw email → {status: queued, requestIds}. */
export function parseEmail(region: EmailRegion, input: ParseEmailInput) {
  // returnEmail=headers: results carry the headers only, never the body (spec 3 Endpoints).
  const body = {
    email: input.email,
    callbackUrl: input.callbackUrl,
    returnEmail: "headers",
    userData: input.userData,
  };
  return http.request({
    method: "POST",
    baseUrl: emailApiUrl(region),
    path: "/json/v2/parseEmail",
    body,
    schema: parseEmailResponseSchema,
    timeoutMs: 60_000,
  });
}

/** GET /email/json/v2/getResults/{requestId} — the parse result; 404 once the service forgot it (two weeks). */
export function getResults(region: EmailRegion, requestId: string) {
  return http.request({
    baseUrl: emailApiUrl(region),
    path: `/json/v2/getResults/${encodeURIComponent(requestId)}`,
    schema: parseResultSchema,
  });
}
