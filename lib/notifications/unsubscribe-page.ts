// The small page of the unsubscribe link: a button (GET), the result (POST) or "not a valid link".
// Plain HTML with no script (it is served to people who are not signed in, from a link in an email).
import { KIND_INFO } from "@/lib/notifications/notification-kinds";
import type { UnsubscribeKind } from "@/lib/notifications/unsubscribe-token";

const label = (kind: UnsubscribeKind) => (kind === "digest" ? "daily digest" : `"${KIND_INFO[kind].label}"`);

export function unsubscribePage(state: "confirm" | "done" | "invalid", kind: UnsubscribeKind | null): string {
  const body =
    state === "invalid" || !kind
      ? "<h1>This unsubscribe link is not valid</h1><p>It may have been copied incompletely. Sign in to Milepost and change your notification settings instead.</p>"
      : state === "done"
        ? `<h1>Unsubscribed</h1><p>You will no longer get ${label(kind)} emails from Milepost. Notices still appear in the app; Settings can turn the emails back on.</p>`
        : `<h1>Stop ${label(kind)} emails?</h1><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.5rem 1rem">Unsubscribe</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Milepost notifications</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">${body}</body></html>`;
}
