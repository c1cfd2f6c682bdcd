// Base HTTP client for the remote services: X-Authentication header, timeout, zod-validated
// responses, and a typed ServiceError carrying service, status and URL. The credential never
// appears in errors or logs.
import "server-only";
import type { z } from "zod";
import { type ServiceName, serviceConfig } from "@/lib/env";
import { ServiceError } from "@/lib/http/errors";

export interface RequestOptions<T extends z.ZodType> {
  method?: "GET" | "POST";
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  schema: T;
  timeoutMs?: number;
  /** Another host of the same service (email: the EU host, spec 3); default its configured URL. */
  baseUrl?: string;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  json: unknown;
}

export function createServiceClient(service: ServiceName, authHeader = "X-Authentication") {
  async function raw(opts: Omit<RequestOptions<z.ZodType>, "schema">): Promise<RawResponse> {
    const config = serviceConfig(service);
    const url = new URL((opts.baseUrl ?? config.apiUrl) + opts.path);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, {
        method: opts.method ?? "GET",
        headers: {
          [authHeader]: config.apiAuth,
          Accept: "application/json",
          ...(opts.body !== undefined ? { "Content-Type": "application/json" } : {}),
          ...opts.headers,
        },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        cache: "no-store",
      });
    } catch (error) {
      const reason = (error as Error).name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new ServiceError(service, null, url.pathname, `the service ${reason}`);
    }
    const text = await res.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new ServiceError(service, res.status, url.pathname, "answered with something that is not JSON");
      }
    }
    return { status: res.status, headers: res.headers, json };
  }

  async function request<T extends z.ZodType>(opts: RequestOptions<T>): Promise<z.infer<T>> {
    const res = await raw(opts);
    if (res.status < 200 || res.status >= 300) {
      const detail = (res.json as { error?: unknown } | undefined)?.error;
      throw new ServiceError(
        service,
        res.status,
        opts.path,
        typeof detail === "string" ? detail : `HTTP ${res.status}`,
      );
    }
    const parsed = opts.schema.safeParse(res.json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ServiceError(
        service,
        res.status,
        opts.path,
        `unexpected response (${issue?.path.join(".")}: ${issue?.message})`,
      );
    }
    return parsed.data;
  }

  return { raw, request };
}
