// GET /api/inbox/emails?page=N — the user's newest N × 50 emails (the Inbox address's pages; or
// ?limit=N, the newest N) with statuses and what was found, and `total`, how many there are in all; POST — submit one raw
// email as the request body (message/rfc822 or text/plain), ?origin=upload|paste&name=<file name>.
// One email per request, so one refused file never affects the others of a batch.
import { z } from "zod";
import { BodyTooLargeError, readCappedBody } from "@/lib/callbacks/read-capped-body";
import { badRequest } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { inboxListSchema } from "@/lib/inbox/inbox-view-schema";
import { EMAIL_MAX_BYTES, EMAIL_MAX_LABEL } from "@/lib/inbox/limits";
import { listEmails } from "@/lib/inbox/list-emails";
import { submitEmail } from "@/lib/inbox/submit-email";

export const GET = userRoute({
  query: inboxListSchema,
  handler: ({ userId, query }) => listEmails(userId, query.take),
});

export const POST = userRoute({
  query: z.object({
    origin: z.enum(["upload", "paste"]).default("upload"),
    name: z.string().max(255).optional(),
  }),
  async handler({ userId, query, request }) {
    let raw: string;
    try {
      raw = await readCappedBody(request, EMAIL_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        throw badRequest(`This email is larger than ${EMAIL_MAX_LABEL}, the most Milepost accepts.`);
      throw error;
    }
    const result = await submitEmail(userId, raw, { origin: query.origin, fileName: query.name });
    if (!result.ok) throw badRequest(result.error);
    return result;
  },
});
