// The one client-side fetcher behind every domain's API module (components/<domain>/*-api.ts):
// JSON in, typed data or ApiError out. The error is parsed from the envelope lib/http/route.ts
// writes, { error: { code, message, fields? } }, so forms can put field errors by their fields.
import { z } from "zod";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

// Lenient on purpose: a proxy or a crash can answer with another body (or none), and the caller
// still gets an ApiError with the status rather than a parse failure.
const envelopeSchema = z.object({
  error: z
    .object({
      code: z.string().optional().catch(undefined),
      message: z.string().optional().catch(undefined),
      fields: z.record(z.string(), z.string()).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

export async function apiFetch<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const res = await fetch(path, {
    method: init?.method ?? "GET",
    headers: init?.body !== undefined ? { "content-type": "application/json" } : undefined,
    body: init?.body !== undefined ? JSON.stringify(init.body) : undefined,
    cache: "no-store",
  });
  const json: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    const parsed = envelopeSchema.safeParse(json);
    const error = parsed.success ? parsed.data.error : undefined;
    throw new ApiError(res.status, error?.code ?? "error", error?.message ?? `Request failed (${res.status})`, error?.fields);
  }
  return json as T;
}

/** The first field message of an error, else its message: what a toast should say. */
export const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : fallback);
