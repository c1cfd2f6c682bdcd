// GET /api/events — the signed-in user's live change stream (server-sent events, ids only; README
// "Live updates"). Not a JSON route, so it checks the session itself; 401 when signed out.
import { sessionUser } from "@/lib/auth/session-user";
import { eventStreamHeaders, openEventStream } from "@/lib/live/open-event-stream";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const userId = (await sessionUser())?.id;
  if (!userId)
    return Response.json(
      { error: { code: "unauthorized", message: "Sign in to continue" } },
      { status: 401 },
    );
  return new Response(openEventStream(userId, request.signal), { headers: eventStreamHeaders() });
}
