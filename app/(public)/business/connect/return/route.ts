// GET /business/connect/return?code&state — where the account-sharing service sends the traveller's
// browser after they authorize (APP_URL/business/connect/return; operators register this address).
// Called by a browser, signed in through the session cookie (the proxy sends others to sign in first).
// A redirect, not JSON, so it does not go through userRoute: success → the new person, else a refusal page.
import { z } from "zod";
import { sessionUser } from "@/lib/auth/session-user";
import { completeInvite } from "@/lib/business/complete-invite";

const query = z.object({ code: z.string().max(500).optional(), state: z.string().max(500).optional(), error: z.string().max(200).optional() });

export async function GET(request: Request) {
  const url = new URL(request.url);
  const to = (path: string) => new Response(null, { status: 303, headers: { Location: path } });
  const user = await sessionUser();
  if (!user) return to(`/sign-in?callbackUrl=${encodeURIComponent(url.pathname + url.search)}`);
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return to("/business/connect/refused?reason=unknown");
  const outcome = await completeInvite(user.id, parsed.data);
  if (!outcome.ok) return to(`/business/connect/refused?reason=${outcome.reason}`);
  return to(outcome.personId ? `/business/people/${outcome.personId}?connected=1` : "/business?connected=1");
}
