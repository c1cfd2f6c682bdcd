// POST /json/v2/parseEmail and GET /json/v2/getResults/:requestId of one email host:
// request validation and errors here, the parsing and queueing in accept-email.ts.
import { z } from "zod";
import { jsonError } from "../../../harness/http-io";
import type { SimResponse } from "../../../harness/types";
import { looksLikeEmail } from "../mime/read-emails";
import { acceptEmail } from "./accept-email";
import type { EmailHost, EmailRouteModule } from "./email-host";

const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), "must be an http(s) URL");

const parseEmailBody = z.object({
  email: z
    .string({ error: "is required (the full email source)" })
    .refine((v) => v.trim() !== "", "is empty"),
  callbackUrl: httpUrl.optional(),
  returnEmail: z.enum(["headers", "all", "none"], { error: 'is required: "headers", "all" or "none"' }),
  userData: z.string().max(4000, "is longer than 4000 characters").optional(),
});

/** Errors the way the spec's parseEmail response allows (`status`, `errorMessage`) plus the simulator's `error`. */
const refuse = (status: number, message: string): SimResponse =>
  jsonError(status, message, { apiVersion: 2, status: "error", errorMessage: message, requestIds: [] });

export function parseRoutes(host: EmailHost): EmailRouteModule {
  return {
    routes: [
      { method: "POST", path: "/json/v2/parseEmail", handle: (ctx) => submit(host, ctx.body) },
      {
        method: "GET",
        path: "/json/v2/getResults/:requestId",
        handle: (ctx) => {
          const result = host.store.get(ctx.params.requestId ?? "");
          return result
            ? { status: 200, body: result }
            : jsonError(404, "requestId: unknown, or submitted more than two weeks ago");
        },
      },
    ],
  };
}

async function submit(host: EmailHost, body: unknown): Promise<SimResponse> {
  const parsed = parseEmailBody.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(400, `${issue?.path.join(".") || "body"} ${issue?.message ?? "is invalid"}`);
  }
  const { email, callbackUrl, returnEmail, userData } = parsed.data;
  if (!looksLikeEmail(email))
    return refuse(400, "email is not an email: it must start with MIME headers (From, Subject, Date…)");
  // Taken only for a valid submission, so a refused one does not use up a test's forced outcome.
  const forced = host.harness.takeForcedScenario(host.name);
  if (forced === "http-500" || forced === "http-503")
    return refuse(Number(forced.slice(5)), "Service temporarily unavailable (forced)");
  try {
    const requestIds = await acceptEmail(host, email, { callbackUrl, userData, returnEmail, forced });
    return { status: 200, body: { apiVersion: 2, status: "queued", requestIds } };
  } catch (err) {
    return refuse(
      400,
      `email could not be read as MIME: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
