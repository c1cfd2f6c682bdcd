// Runs before every page: signed-out visitors of protected pages go to /sign-in.
// It only READS the session token. Auth.js's own proxy wrapper re-issues the session cookie on
// every request, so a link prefetch still in flight when the user signs out would sign them back
// in; reading without writing makes sign-out final. Sessions last AUTH's maxAge (30 days).
import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { isOpenPath } from "@/lib/auth/auth-config";
import { env } from "@/lib/env";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isOpenPath(pathname)) return NextResponse.next();
  const https = request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:";
  const token = await getToken({ req: request, secret: env().AUTH_SECRET ?? "", secureCookie: https });
  if (token?.sub) return NextResponse.next();
  // Build the redirect from the Host the browser used: Next reports 127.0.0.1 as localhost here,
  // which would move the visitor to another cookie jar.
  const origin = `${https ? "https" : "http"}://${request.headers.get("host") ?? request.nextUrl.host}`;
  const target = new URL("/sign-in", origin);
  target.searchParams.set("callbackUrl", pathname + search);
  return NextResponse.redirect(target);
}

// Icons (app/favicon.ico, icon.png, apple-icon.png) load before sign-in: no redirect for them.
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.png|apple-icon.png|.*\\.svg$).*)"] };
