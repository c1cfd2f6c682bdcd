// GET /business/connect/return?code&state — where the account-sharing service sends the traveller's
// browser after they authorize (APP_URL/business/connect/return; operators register this address).
// Opened by the traveller, who needs no Milepost session: the signed, single-use state names the
// invite (lib/business/complete-invite.ts). A redirect, not JSON, so it does not go through userRoute:
// the business owner trying their own link → the new person; anyone else → what they shared; a
// refused state → the refusal in words.
import { z } from "zod";
import { sessionUser } from "@/lib/auth/session-user";
import { completeInvite } from "@/lib/business/complete-invite";
import { receiptCookie } from "@/lib/business/invite-receipt";

const query = z.object({
  code: z.string().max(500).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});
const to = (path: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: path, ...headers } });

export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return to("/business/connect/refused?reason=unknown");
  const outcome = await completeInvite(parsed.data);
  if (!outcome.ok) return to(`/business/connect/refused?reason=${outcome.reason}`);
  const user = await sessionUser();
  if (user?.id === outcome.ownerId)
    return to(
      outcome.personId ? `/business/people/${outcome.personId}?connected=1` : "/business?connected=1",
    );
  return to("/business/connect/shared", { "Set-Cookie": receiptCookie(outcome.inviteId) });
}
