// Runs before every page: signed-out visitors of protected pages go to /sign-in.
// It only READS the session token. Auth.js's own proxy wrapper re-issues the session cookie on
// every request, so a link prefetch still in flight when the user signs out would sign them back
// in; reading without writing makes sign-out final. Sessions last AUTH's maxAge (30 days).
// It also gives every response a fresh CSP nonce: the policy goes on the request (Next reads the
// nonce from there for its own scripts) and on the response (the browser enforces it).
// And it refuses cross-site writes (issue 34 item 4, lib/http/cross-site-write.ts) before any route
// or server action runs: one place for every POST, PUT, PATCH and DELETE.
import { type NextRequest, NextResponse } from "next/server";
import { appUsesHttps, isOpenPath } from "@/lib/auth/auth-config";
import { readSessionToken } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { contentSecurityPolicy, newNonce } from "@/lib/http/content-security-policy";
import { appOrigins, crossSiteWriteRefusal } from "@/lib/http/cross-site-write";

function withPolicy(request: NextRequest): NextResponse {
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, env().NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const https = request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:";
  const refusal = crossSiteWriteRefusal(
    {
      method: request.method,
      path: pathname,
      origin: request.headers.get("origin"),
      secFetchSite: request.headers.get("sec-fetch-site"),
    },
    appOrigins(env().APP_URL, request.headers.get("host"), https ? "https" : "http"),
  );
  if (refusal) return NextResponse.json({ error: { code: "cross_site", message: refusal } }, { status: 403 });
  if (isOpenPath(pathname)) return withPolicy(request);
  // Auth.js names the cookie __Secure-… whenever APP_URL is https (lib/auth/auth.ts).
  // Decrypted once per token and process (lib/auth/session-token.ts), shared with the render's read.
  const token = await readSessionToken(
    request.headers.get("cookie"),
    env().AUTH_SECRET ?? "",
    https || appUsesHttps(),
  );
  if (token?.sub) return withPolicy(request);
  // Build the redirect from the Host the browser used: Next reports 127.0.0.1 as localhost here,
  // which would move the visitor to another cookie jar.
  const origin = `${https ? "https" : "http"}://${request.headers.get("host") ?? request.nextUrl.host}`;
  const target = new URL("/sign-in", origin);
  target.searchParams.set("callbackUrl", pathname + search);
  return NextResponse.redirect(target);
}

// Icons (app/favicon.ico, icon.png, apple-icon.png) load before sign-in: no redirect for them.
export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.png|apple-icon.png|.*\\.svg$).*)"],
};
