// Auth.js: email + password (Credentials) with JWT sessions.
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { appUsesHttps, authConfig } from "@/lib/auth/auth-config";
import { signInSchema } from "@/lib/auth/credentials-schema";
import { env } from "@/lib/env";
import { verifyCredentials } from "@/lib/users/verify-credentials";

// The wait travels in the code ("throttled-12"): Auth.js passes only the code to the sign-in action.
class ThrottledSignIn extends CredentialsSignin {
  constructor(retryAfterSeconds: number) {
    super();
    this.code = `throttled-${retryAfterSeconds}`;
  }
}

function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "local";
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  secret: env().AUTH_SECRET,
  useSecureCookies: appUsesHttps(),
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(raw, request) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) return null;
        const result = await verifyCredentials(parsed.data.email, parsed.data.password, clientIp(request));
        if (!result.ok) {
          if (result.reason === "throttled") throw new ThrottledSignIn(result.retryAfterSeconds);
          return null;
        }
        return result.user;
      },
    }),
  ],
});
