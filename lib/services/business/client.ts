// Typed client for the business export (spec 2 part B). The API key is the business's own
// (X-Authentication: <API_KEY>): each call takes it from the caller's stored connection, falling back
// to the operator default BUSINESS_API_AUTH. The base client never logs it.
import "server-only";
import type { z } from "zod";
import { createServiceClient } from "@/lib/http/base-client";
import { ServiceError } from "@/lib/http/errors";
import {
  accountResponseSchema,
  connectedUserListSchema,
  connectionInfoSchema,
  createAuthUrlRequestSchema,
  createAuthUrlResponseSchema,
  memberListSchema,
} from "./export-schema";

const http = createServiceClient("business");
const PREFIX = "/api/export/v1";

/** A 429 or 503: the service asks us to slow down; `retryAfterMs` from Retry-After when given. */
export class BusinessBusyError extends ServiceError {
  constructor(
    status: number,
    url: string,
    readonly retryAfterMs: number | null,
  ) {
    super("business", status, url, status === 429 ? "too many requests" : "temporarily unavailable");
  }
}

function retryAfterMs(headers: Headers): number | null {
  const value = headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function call<T extends z.ZodType>(
  apiKey: string | undefined,
  opts: { method?: "GET" | "POST"; path: string; body?: unknown; schema: T },
): Promise<z.infer<T>> {
  const headers = apiKey ? { "X-Authentication": apiKey } : undefined;
  const res = await http.raw({ method: opts.method, path: PREFIX + opts.path, body: opts.body, headers });
  if (res.status === 429 || res.status === 503)
    throw new BusinessBusyError(res.status, opts.path, retryAfterMs(res.headers));
  if (res.status < 200 || res.status >= 300) {
    const detail = (res.json as { error?: unknown } | undefined)?.error;
    throw new ServiceError(
      "business",
      res.status,
      opts.path,
      typeof detail === "string" ? detail : `HTTP ${res.status}`,
    );
  }
  const parsed = opts.schema.safeParse(res.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceError(
      "business",
      res.status,
      opts.path,
      `unexpected response (${issue?.path.join(".")}: ${issue?.message})`,
    );
  }
  return parsed.data;
}

export function businessClient(apiKey?: string) {
  return {
    /** POST /api/export/v1/create-auth-url — a link the traveller opens to connect (valid 10 minutes). */
    createAuthUrl: (input: z.input<typeof createAuthUrlRequestSchema>) =>
      call(apiKey, {
        method: "POST",
        path: "/create-auth-url",
        body: createAuthUrlRequestSchema.parse(input),
        schema: createAuthUrlResponseSchema,
      }),
    /** GET /api/export/v1/get-connection-info/{code} — who just connected (the code lives 3 minutes). */
    getConnectionInfo: (code: string) =>
      call(apiKey, {
        path: `/get-connection-info/${encodeURIComponent(code)}`,
        schema: connectionInfoSchema,
      }),
    /** GET /api/export/v1/member — members with their accountsIndex. */
    listMembers: () => call(apiKey, { path: "/member", schema: memberListSchema }),
    /** GET /api/export/v1/connectedUser — connected users with their accountsIndex. */
    listConnectedUsers: () => call(apiKey, { path: "/connectedUser", schema: connectedUserListSchema }),
    /** GET /api/export/v1/account/{id} — one account with balances, properties, subaccounts, history. */
    getAccount: (accountId: number) =>
      call(apiKey, { path: `/account/${accountId}`, schema: accountResponseSchema }),
  };
}
export type BusinessClient = ReturnType<typeof businessClient>;
