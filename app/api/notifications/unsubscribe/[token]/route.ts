// GET|POST /api/notifications/unsubscribe/:token — one-click unsubscribe from an email's link
// (RFC 8058). No session: the signed token in the path is the credential (lib/notifications/
// unsubscribe-token.ts); the access log redacts it (scripts/launch/secret-paths.ts). GET only shows
// a button (link scanners open GET links: they must not unsubscribe anyone); POST with
// "List-Unsubscribe=One-Click" — what mail clients send, and what the button sends — unsubscribes.
import { unsubscribePage } from "@/lib/notifications/unsubscribe-page";
import { readUnsubscribeToken } from "@/lib/notifications/unsubscribe-token";
import { unsubscribe } from "@/lib/notifications/unsubscribe";

type Ctx = { params: Promise<{ token: string }> };

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
  });

export async function GET(_request: Request, context: Ctx): Promise<Response> {
  const target = readUnsubscribeToken((await context.params).token);
  return target ? html(unsubscribePage("confirm", target.kind)) : html(unsubscribePage("invalid", null), 404);
}

export async function POST(request: Request, context: Ctx): Promise<Response> {
  const target = readUnsubscribeToken((await context.params).token);
  if (!target) return html(unsubscribePage("invalid", null), 404);
  const form = new URLSearchParams(await request.text().catch(() => ""));
  if (form.get("List-Unsubscribe") !== "One-Click") return html(unsubscribePage("confirm", target.kind), 400);
  const done = await unsubscribe(target.userId, target.kind);
  return done ? html(unsubscribePage("done", target.kind)) : html(unsubscribePage("invalid", null), 404);
}
