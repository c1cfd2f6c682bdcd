// Auth.js settings that need no database, shared by the proxy and the full auth setup.
import type { NextAuthConfig } from "next-auth";
import { env } from "@/lib/env";

// /business/connect: the invited traveller's return from the business service and its pages (they
// usually have no Milepost session; the signed invite state authorizes the return).
const PUBLIC_PATHS = [
  "/sign-in",
  "/sign-up",
  "/api/auth",
  "/api/callbacks",
  "/api/health",
  "/business/connect",
];

/** Pages anyone may open; API routes answer 401 themselves (JSON, not a redirect). */
export function isOpenPath(path: string): boolean {
  return path.startsWith("/api/") || PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Behind HTTPS the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax. */
export const appUsesHttps = () => env().APP_URL.startsWith("https:");

export const authConfig = {
  trustHost: true,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [],
  callbacks: {
    authorized({ auth, request }) {
      return isOpenPath(request.nextUrl.pathname) || Boolean(auth?.user);
    },
    jwt({ token, user }) {
      // signedInAt, not iat: Auth.js re-issues a rolling session with a new iat, and a password
      // change must still end the sessions signed in before it (lib/auth/session-user.ts).
      if (user?.id) {
        token.sub = user.id;
        token.signedInAt = Date.now();
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
      return session;
    },
  },
} satisfies NextAuthConfig;
