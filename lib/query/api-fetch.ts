// The one client-side fetcher behind every domain's API module (components/<domain>/*-api.ts):
// JSON in, typed data or ApiError out. The error is parsed from the envelope lib/http/route.ts
// writes, { error: { code, message, fields? } }, so forms can put field errors by their fields.

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
// still gets an ApiError with the status rather than a parse failure. Read by hand rather than with
// zod: this module is in every page's browser bundle, and zod alone weighed 32 kB gzipped there.
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

export function readEnvelope(json: unknown): {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
} {
  const error = json && typeof json === "object" ? (json as { error?: unknown }).error : undefined;
  if (!error || typeof error !== "object") return {};
  const e = error as { code?: unknown; message?: unknown; fields?: unknown };
  const fields =
    e.fields && typeof e.fields === "object" && Object.values(e.fields).every((v) => typeof v === "string")
      ? (e.fields as Record<string, string>)
      : undefined;
  return { code: str(e.code), message: str(e.message), fields };
}

export async function apiFetch<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const res = await fetch(path, {
    method: init?.method ?? "GET",
    headers: init?.body !== undefined ? { "content-type": "application/json" } : undefined,
    body: init?.body !== undefined ? JSON.stringify(init.body) : undefined,
    cache: "no-store",
  });
  const json: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    const error = readEnvelope(json);
    throw new ApiError(
      res.status,
      error.code ?? "error",
      error.message ?? `Request failed (${res.status})`,
      error.fields,
    );
  }
  return json as T;
}

/** The first field message of an error, else its message: what a toast should say. */
export const errorText = (e: unknown, fallback: string) =>
  e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : fallback;
