import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
    /** When this session signed in (ms since epoch; 0 for sessions from before it was recorded). */
    signedInAt: number;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    signedInAt?: number;
  }
}
