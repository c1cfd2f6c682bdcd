// Email parse results (spec 3). `status` is a string: queued/review are pending (0);
// success → 1; invalid, restricted, skipped, timeout are final outcomes kept as text.
import { z } from "zod";
import { type CallbackHandler, topLevelRequestId } from "@/lib/callbacks/types";
import { emailStatusCode } from "@/lib/service-requests/service-states";

export const parseResultEnvelope = z.looseObject({
  apiVersion: z.union([z.string(), z.number()]), // spec 3: "string or integer"
  requestId: z.string().min(1),
  status: z.string().min(1),
  statusMessage: z.string().optional(),
  metadata: z.looseObject({}),
  parsingMethod: z.string(),
  userData: z.string().optional(),
});

/** Mapping defined once with the other services' states (lib/service-requests/service-states.ts). */
export const parseStatusCode = emailStatusCode;

export function emailHandler(name: "email" | "mailboxes"): CallbackHandler<z.infer<typeof parseResultEnvelope>> {
  return {
    name,
    credentials: "email",
    schema: parseResultEnvelope,
    requestIds: topLevelRequestId,
    items: (body) => [
      { requestId: body.requestId, state: parseStatusCode(body.status), stateText: body.status, message: body.statusMessage, body },
    ],
  };
}
