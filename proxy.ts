// Runs before every page: signed-out visitors of protected pages go to /sign-in.
import NextAuth from "next-auth";
import { authConfig } from "@/lib/auth/auth-config";

const { auth } = NextAuth(authConfig);

export { auth as proxy };

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico|.*\\.svg$).*)"] };
