// The one wrapper for JSON route handlers: authentication, zod-parsed input, and one error
// envelope { error: { code, message, fields? } }. Handlers stay glue.
import "server-only";
import type { z } from "zod";
import { sessionUser } from "@/lib/auth/session-user";
import { badRequest, HttpError, ServiceError, unauthorized } from "@/lib/http/errors";
import { logger } from "@/lib/log/logger";

const log = logger("route");

type Ctx<P, B, Q> = { userId: string; params: P; body: B; query: Q; request: Request };

interface RouteOptions<P extends z.ZodType, B extends z.ZodType, Q extends z.ZodType> {
  params?: P;
  body?: B;
  query?: Q;
  handler(ctx: Ctx<z.infer<P>, z.infer<B>, z.infer<Q>>): Promise<unknown>;
}

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return fields;
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown, what: string): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${what}`, fieldsOf(result.error));
  return result.data;
}

function toResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return Response.json(
      { error: { code: error.code, message: error.message, fields: error.fields } },
      { status: error.status },
    );
  }
  if (error instanceof ServiceError) {
    return Response.json(
      {
        error: {
          code: "service_unavailable",
          message: `The ${error.service} service is not answering right now. Try again shortly.`,
        },
      },
      { status: 502 },
    );
  }
  log.error({ err: error }, "unexpected error, answered 500");
  return Response.json(
    { error: { code: "internal", message: "Something went wrong on our side." } },
    { status: 500 },
  );
}

const isJson = (type: string | null) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type ?? "");

/** A signed-in JSON route. */
export function userRoute<P extends z.ZodType, B extends z.ZodType, Q extends z.ZodType>(
  opts: RouteOptions<P, B, Q>,
) {
  return async (request: Request, context: { params: Promise<unknown> }): Promise<Response> => {
    try {
      const user = await sessionUser();
      if (!user) throw unauthorized();
      const params = parse(opts.params, await context.params, "path");
      const query = parse(opts.query, Object.fromEntries(new URL(request.url).searchParams), "query");
      let body: unknown;
      if (opts.body) {
        // JSON only where JSON is expected (issue 34 item 4): a text/plain or form body is what a
        // cross-site page can send without a preflight, so it is refused before it is read (415).
        if (!isJson(request.headers.get("content-type")))
          throw new HttpError(
            415,
            "unsupported_media_type",
            "Send the body as JSON (Content-Type: application/json).",
          );
        try {
          body = await request.json();
        } catch {
          throw badRequest("Body must be JSON");
        }
      }
      const data = await opts.handler({
        userId: user.id,
        params,
        body: parse(opts.body, body, "input"),
        query,
        request,
      });
      return Response.json(data ?? { ok: true });
    } catch (error) {
      return toResponse(error);
    }
  };
}
