// The one path every service callback takes: size cap → Basic auth (before parsing) → JSON →
// schema → accepted into the inbox by one statement → 200 → normalized right after the response
// (lib/callbacks/normalize-queue.ts).
// The schema is applied in full before the 200, by a parser compiled from the zod schema
// (lib/validation/compile-check.ts: same acceptance and output as zod's, several times faster), and
// the normalization after the response takes the parsed value as it is.
// Fails closed: never acknowledges what it did not commit; a body that fails validation changes
// nothing. The normalization is handed to `defer` (Next's `after` in the route handlers), so the
// service gets its answer as soon as the delivery is durable; if the app stops in between, the sweep
// job (lib/callbacks/sweep-inbox.ts) normalizes it later.
import "server-only";
import { acceptDelivery, isDataError } from "@/lib/callbacks/accept-delivery";
import { checkBasicAuth } from "@/lib/callbacks/check-basic-auth";
import { normalizeSoon } from "@/lib/callbacks/normalize-queue";
import { logDelivery } from "@/lib/callbacks/log-delivery";
import { BodyTooLargeError, readCappedBody } from "@/lib/callbacks/read-capped-body";
import { type AnyCallbackHandler, requestIdsOf } from "@/lib/callbacks/types";
import { env, serviceConfig } from "@/lib/env";
import { safeParseCompiled } from "@/lib/validation/compile-check";
import { logger } from "@/lib/log/logger";

const json = (status: number, body: object) => Response.json(body, { status });

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code ?? "";
  return (
    ["P1001", "P1002", "P1017", "P2024", "ECONNREFUSED", "ECONNRESET", "57P01", "57P03"].includes(code) ||
    /connect|Connection terminated|timeout exceeded/i.test(e?.message ?? "")
  );
}

async function safeLog(
  service: string,
  entries: string | { outcome: string; requestId?: string }[],
  detail?: string,
) {
  try {
    await logDelivery(service, typeof entries === "string" ? [{ outcome: entries, detail }] : entries);
  } catch {
    // The log is best effort; the response code already tells the service what happened.
  }
}

/** Runs work after the response was sent (Next's `after`); tests and the bench pass their own. */
export type Defer = (task: () => Promise<unknown>) => void;

export async function receiveCallback<T>(
  handler: AnyCallbackHandler<T>,
  request: Request,
  defer: Defer,
): Promise<Response> {
  const { callbackUser, callbackPassword } = serviceConfig(handler.credentials);
  if (!callbackUser || !callbackPassword) return json(503, { error: "callbacks are not configured" });

  let raw: string;
  try {
    raw = await readCappedBody(request, env().CALLBACK_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      await safeLog(handler.name, "too-large");
      return json(413, { error: "body too large" });
    }
    throw error;
  }

  if (!checkBasicAuth(request.headers.get("authorization"), callbackUser, callbackPassword)) {
    await safeLog(handler.name, "unauthorized");
    return json(401, { error: "unauthorized" });
  }

  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(raw);
  } catch {
    await safeLog(handler.name, "malformed", "body is not JSON");
    return json(400, { error: "body is not JSON" });
  }
  // The schema's output, built once, here: the normalization after the 200 uses it.
  const parsed = safeParseCompiled(handler.schema, parsedJson, `callbacks/${handler.name}`);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = `${issue?.path.join(".") || "body"}: ${issue?.message}`;
    await safeLog(handler.name, "malformed", detail);
    return json(400, { error: `invalid callback body (${detail})` });
  }
  const data = parsed.data;
  if (handler.kind === "direct") return applyDirect(handler.name, () => handler.apply(data));

  const requestIds = requestIdsOf(handler, data);
  let accepted;
  try {
    if (handler.kind === "unrequested") await handler.admit(parsedJson);
    // Results the app asked for may come before the send recorded their ids: kept.
    accepted = await acceptDelivery(handler.name, requestIds, raw, {
      keepEarly: handler.kind === "requested",
    });
  } catch (error) {
    if (isDataError(error)) {
      // Valid JSON PostgreSQL cannot store (\u0000 in a string): retrying would never help.
      await safeLog(handler.name, "malformed", "body cannot be stored as JSON");
      return json(400, { error: "invalid callback body (characters PostgreSQL cannot store)" });
    }
    // Not stored: make the service retry. 503 when the database is unreachable.
    logger(`callbacks/${handler.name}`).error(`accept failed: ${(error as Error).message}`);
    return json(isDatabaseDown(error) ? 503 : 500, { error: "not stored, retry later" });
  }

  const { inboxId, outcomes } = accepted;
  // After the 200, through the normalization queue (waiting deliveries share a transaction); a
  // failure is recorded on the inbox row and retried by the sweep. The body's text tells whether
  // the stored copy can hold a browserState or rejected answers to redact (a \u escape could spell
  // either key).
  const mayHoldSecrets =
    raw.includes("browserState") || raw.includes("invalidAnswers") || raw.includes("\\u");
  if (inboxId) defer(() => normalizeSoon(handler, { inboxId, data, mayHoldSecrets }, raw.length));
  const notStored = outcomes.flatMap((outcome, i) =>
    outcome === "accepted" ? [] : [{ outcome, requestId: requestIds[i]! }],
  );
  if (notStored.length) await safeLog(handler.name, notStored);
  return json(200, { ok: true, outcomes });
}

/** A direct delivery (types.ts DirectCallbackHandler): applied and committed, then answered 200. */
async function applyDirect(
  name: string,
  apply: () => Promise<{ outcome: string; requestId: string }[]>,
): Promise<Response> {
  let results;
  try {
    results = await apply();
  } catch (error) {
    logger(`callbacks/${name}`).error(`apply failed: ${(error as Error).message}`);
    return json(isDatabaseDown(error) ? 503 : 500, { error: "not stored, retry later" });
  }
  const notStored = results.filter((r) => r.outcome !== "stored");
  if (notStored.length) await safeLog(name, notStored);
  return json(200, { ok: true, outcomes: results.map((r) => r.outcome) });
}
