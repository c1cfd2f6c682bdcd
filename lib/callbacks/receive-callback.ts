// The one path every service callback takes: size cap → Basic auth (before parsing) → JSON →
// schema → store in one transaction → 200. Fails closed; never acknowledges what it did not store.
import "server-only";
import { checkBasicAuth } from "@/lib/callbacks/check-basic-auth";
import { BodyTooLargeError, readCappedBody } from "@/lib/callbacks/read-capped-body";
import { logDelivery, storeDelivery } from "@/lib/callbacks/store-delivery";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { env, serviceConfig } from "@/lib/env";

const json = (status: number, body: object) => Response.json(body, { status });

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code ?? "";
  return ["P1001", "P1002", "P1017", "P2024", "ECONNREFUSED", "ECONNRESET", "57P01", "57P03"].includes(code) ||
    /connect|Connection terminated|timeout exceeded/i.test(e?.message ?? "");
}

async function safeLog(service: string, outcome: string, detail?: string) {
  try {
    await logDelivery(service, outcome, detail);
  } catch {
    // The log is best effort; the response code already tells the service what happened.
  }
}

export async function receiveCallback<T>(handler: CallbackHandler<T>, request: Request): Promise<Response> {
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
  const parsed = handler.schema.safeParse(parsedJson);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = `${issue?.path.join(".") || "body"}: ${issue?.message}`;
    await safeLog(handler.name, "malformed", detail);
    return json(400, { error: `invalid callback body (${detail})` });
  }

  try {
    const outcomes = await storeDelivery(handler, parsed.data);
    return json(200, { ok: true, outcomes });
  } catch (error) {
    // Not stored: make the service retry. 503 when the database is unreachable.
    console.error(`[callbacks/${handler.name}] store failed:`, (error as Error).message);
    return json(isDatabaseDown(error) ? 503 : 500, { error: "not stored, retry later" });
  }
}
