// Auth.js: email + password (Credentials) with JWT sessions.
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { appUsesHttps, authConfig } from "@/lib/auth/auth-config";
import { clientIp } from "@/lib/auth/client-ip";
import { signInSchema } from "@/lib/auth/credentials-schema";
import { env } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import { verifyCredentials } from "@/lib/users/verify-credentials";

// The wait travels in the code ("throttled-12"): Auth.js passes only the code to the sign-in action.
class ThrottledSignIn extends CredentialsSignin {
  constructor(retryAfterSeconds: number) {
    super();
    this.code = `throttled-${retryAfterSeconds}`;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  secret: env().AUTH_SECRET,
  useSecureCookies: appUsesHttps(),
  // Here, not in auth-config.ts: the proxy loads that file and needs no logger.
  logger: {
    // A wrong password is not an error worth a stack trace.
    error(error) {
      const type = (error as { type?: string }).type;
      if (type === "CredentialsSignin") return;
      logger("auth").error({ err: error }, "Auth.js error");
    },
  },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(raw, request) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) return null;
        const result = await verifyCredentials(
          parsed.data.email,
          parsed.data.password,
          clientIp(request.headers),
        );
        if (!result.ok) {
          if (result.reason === "throttled") throw new ThrottledSignIn(result.retryAfterSeconds);
          return null;
        }
        return result.user;
      },
    }),
  ],
});
