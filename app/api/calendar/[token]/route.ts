// GET /api/calendar/:token.ics — a user's calendar feed, for calendar apps (no session: the
// secret token in the address is the credential; unknown or reset tokens get 404).
import { findFeedOwner } from "@/lib/timeline/feed-address";
import { getCalendarFeed } from "@/lib/timeline/get-calendar-feed";

export async function GET(
  _request: Request,
  context: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await context.params;
  const userId = await findFeedOwner(token.replace(/\.ics$/, ""));
  if (!userId)
    return new Response("No calendar feed at this address (it may have been reset).", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  const body = await getCalendarFeed(userId);
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
      "content-disposition": 'inline; filename="milepost.ics"',
    },
  });
}
