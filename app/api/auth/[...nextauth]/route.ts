// GET|POST /api/auth/* — Auth.js endpoints (session, CSRF, credentials sign-in, sign-out).
import { handlers } from "@/lib/auth/auth";

export const { GET, POST } = handlers;
