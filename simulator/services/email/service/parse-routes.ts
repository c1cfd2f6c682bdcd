// POST /json/v2/parseEmail and GET /json/v2/getResults/:requestId of one email host.
// parseEmail reads the email at once (so it can answer one requestId per email,
// nested ones included), then finishes each on the queue: a callback with the
// result, or for `review` a later callback when the review ends (spec 3 States).
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { hashString } from "../../../harness/random";
import { jsonError } from "../../../harness/http-io";
import type { SimResponse } from "../../../harness/types";
import { looksLikeEmail } from "../mime/read-emails";
import { parseRawEmail } from "../parse-email";
import type { ParsedEmail } from "../parse-result";
import type { EmailHost, EmailRouteModule } from "./email-host";
import type { StoredResult } from "./email-store";
import { applyForced, withoutOutcome } from "./forced-outcome";

const httpUrl = z.string().refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), "must be an http(s) URL");

const parseEmailBody = z.object({
  email: z.string({ error: "is required (the full email source)" }).refine((v) => v.trim() !== "", "is empty"),
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
          return result ? { status: 200, body: result } : jsonError(404, "requestId: unknown, or submitted more than two weeks ago");
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
  const forced = host.harness.takeForcedScenario(host.name);
  if (forced === "http-500" || forced === "http-503") return refuse(Number(forced.slice(5)), "Service temporarily unavailable (forced)");
  if (!looksLikeEmail(email)) return refuse(400, "email is not an email: it must start with MIME headers (From, Subject, Date…)");
  let emails: ParsedEmail[];
  try {
    emails = await parseRawEmail(email, { now: host.harness.now(), returnEmail });
  } catch (err) {
    return refuse(400, `email could not be read as MIME: ${err instanceof Error ? err.message : String(err)}`);
  }
  const submittedAt = host.harness.now().getTime();
  const requestIds = emails.map((e) => {
    const requestId = randomUUID();
    const queued: StoredResult = {
      apiVersion: 2,
      requestId,
      status: "queued",
      metadata: e.metadata,
      ...(e.nestedEmailMetadata ? { nestedEmailMetadata: e.nestedEmailMetadata } : {}),
      ...(e.email ? { email: e.email } : {}),
      parsingMethod: "auto",
      ...(userData !== undefined ? { userData } : {}),
    };
    host.store.put(queued, submittedAt);
    const final = applyForced(e, forced);
    host.harness.enqueue({
      service: host.name,
      requestId,
      priority: 5,
      // Automated parsing "typically within seconds" (spec 3): 0.7–2.5 s, 20 s when forced slow.
      workMs: forced === "slow" ? 20_000 : 700 + (hashString(requestId) % 1800),
      run: () => finish(host, final, { requestId, userData, callbackUrl }),
      onTimeout: () => undefined,
    });
    return requestId;
  });
  return { status: 200, body: { apiVersion: 2, status: "queued", requestIds } };
}

interface Submission {
  requestId: string;
  userData?: string;
  callbackUrl?: string;
}

function finish(host: EmailHost, parsed: ParsedEmail, s: Submission): void {
  const stamp = (fields: object): StoredResult =>
    ({ ...fields, requestId: s.requestId, ...(s.userData !== undefined ? { userData: s.userData } : {}) }) as StoredResult;
  const deliver = (result: StoredResult) => {
    if (s.callbackUrl) host.harness.deliverCallback(host.callbackTarget(s.callbackUrl), result);
  };
  const now = stamp(withoutOutcome(parsed));
  host.store.update(s.requestId, () => now);
  // `review` is not a callback status (spec 3 Events): only getResults shows it until the review ends.
  if (parsed.outcome !== "review" || !parsed.review) return deliver(now);
  const final = stamp(parsed.review.final);
  host.later(host.harness.scaled(parsed.review.afterMs), () => {
    // A timeout ends when the email is purged: the store may already have forgotten it.
    host.store.update(s.requestId, () => final);
    deliver(final);
  });
}
