// POST /api/callbacks/mailbox-states — mailbox state changes (spec 3 "Mailbox state change"; the
// object is `onProgress: { callbackUrl }`, body an array of events: docs/services/email.md).
// Called by the email service's mailbox scanner with HTTP Basic auth (EMAIL_CALLBACK_USER / EMAIL_CALLBACK_PASSWORD).
// Fails closed like every receiver: 503 unconfigured, 413 too large, 401 before parsing, 400 malformed,
// 200 only after the update is committed (unknown or disconnected mailboxes: acknowledged, not stored).
import { checkBasicAuth } from "@/lib/callbacks/check-basic-auth";
import { logDelivery } from "@/lib/callbacks/process-delivery";
import { BodyTooLargeError, readCappedBody } from "@/lib/callbacks/read-capped-body";
import { env, serviceConfig } from "@/lib/env";
import { recordMailboxProgress } from "@/lib/mailboxes/record-mailbox-progress";
import { progressDelivery } from "@/lib/services/email/mailbox-schema";

const json = (status: number, body: object) => Response.json(body, { status });

export async function POST(request: Request): Promise<Response> {
  const { callbackUser, callbackPassword } = serviceConfig("email");
  if (!callbackUser || !callbackPassword) return json(503, { error: "callbacks are not configured" });
  let raw: string;
  try {
    raw = await readCappedBody(request, env().CALLBACK_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json(413, { error: "body too large" });
    throw error;
  }
  if (!checkBasicAuth(request.headers.get("authorization"), callbackUser, callbackPassword)) return json(401, { error: "unauthorized" });
  let parsed;
  try {
    parsed = progressDelivery.safeParse(JSON.parse(raw));
  } catch {
    return json(400, { error: "body is not JSON" });
  }
  if (!parsed.success) return json(400, { error: `invalid state-change body (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message})` });
  const outcomes = await recordMailboxProgress(parsed.data);
  const notStored = outcomes.flatMap((outcome, i) => (outcome === "stored" ? [] : [{ outcome, requestId: `mailbox:${parsed.data[i]!.mailboxId}` }]));
  if (notStored.length) await logDelivery("mailbox-states", notStored).catch(() => {});
  return json(200, { ok: true, outcomes });
}
