// Cross-site writes (issue 34 item 4): a state-changing request (POST, PUT, PATCH, DELETE) must come
// from the app's own pages. A browser says where a request comes from in Origin (on every such
// request from a modern browser) or, failing that, in Sec-Fetch-Site; a page on another site — or
// another port of this one: "same-site" is not "same-origin" — is refused whatever its Content-Type,
// so a text/plain "simple request" that needs no CORS preflight cannot write either. A request with
// neither header is not from a browser page (curl, a service, a test client): the session cookie is
// what it would need, and SameSite=Lax keeps that from cross-site pages anyway.
// Pure: the proxy (proxy.ts) hands it the headers and the origins that count as the app's.

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Server-to-server receivers with their own Basic credentials (lib/callbacks/receive-callback.ts):
// services send no Origin, and a browser has no business there, so no rule is needed and none applies.
// The RFC 8058 one-click unsubscribe is posted by mail clients, some of them webmail pages on their
// own origin: its signed token is the credential (lib/notifications/unsubscribe-token.ts), not a cookie.
const EXEMPT = [/^\/api\/callbacks(\/|$)/, /^\/api\/notifications\/unsubscribe\/[^/]+$/];

export interface WriteRequest {
  method: string;
  path: string;
  origin: string | null;
  secFetchSite: string | null;
}

/** Why the request is refused, in words, or null when it may proceed. */
export function crossSiteWriteRefusal(req: WriteRequest, appOrigins: readonly string[]): string | null {
  if (!WRITES.has(req.method.toUpperCase())) return null;
  if (EXEMPT.some((re) => re.test(req.path))) return null;
  if (req.origin !== null) {
    // "null" (a sandboxed frame, a file: page, some redirects) is never the app's.
    const own = appOrigins.some((o) => o.toLowerCase() === req.origin!.toLowerCase());
    return own
      ? null
      : `Refused: this change came from another site (${req.origin === "null" ? "an opaque origin" : req.origin}), not from Milepost's own pages.`;
  }
  if (req.secFetchSite !== null && req.secFetchSite !== "same-origin" && req.secFetchSite !== "none") {
    return `Refused: this change came from another site (Sec-Fetch-Site: ${req.secFetchSite}), not from Milepost's own pages.`;
  }
  return null;
}

/** The origins that are the app's: APP_URL's, and the one the request itself was addressed to. */
export function appOrigins(appUrl: string, host: string | null, protocol: "http" | "https"): string[] {
  const origins = [new URL(appUrl).origin];
  if (host) origins.push(`${protocol}://${host}`);
  return origins;
}
