// What the scale-out checks do over HTTP, as a browser or a script would: a user who can sign in,
// one sign-in attempt through Auth.js's credentials endpoint (its answer kept, not followed), and a
// page's event stream (GET /api/events) read as it arrives.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { hashPassword } from "@/lib/auth/password";

/** A user with a real password hash (bcrypt, as sign-up stores it). */
export async function createSignInUser(
  db: pg.Pool,
  tag: string,
  password: string,
): Promise<{ userId: string; email: string }> {
  const userId = randomUUID();
  const email = `faults-${tag}-${userId.slice(0, 8)}@example.test`;
  await db.query(`INSERT INTO "User" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, $3, now())`, [
    userId,
    email,
    await hashPassword(password),
  ]);
  return { userId, email };
}

const pairs = (res: Response) => res.headers.getSetCookie().map((line) => line.split(";")[0]!.trim());

export interface SignInAnswer {
  /** Where Auth.js sends the browser: `/dashboard` when signed in, `/sign-in?error=…&code=…` when not. */
  location: string;
  /** The Cookie header to send from now on (the session cookie when signed in). */
  cookie: string;
  signedIn: boolean;
}

/** One sign-in on `base` from the client address `ip` (the front's X-Forwarded-For). */
export async function attemptSignIn(
  base: string,
  email: string,
  password: string,
  ip: string,
): Promise<SignInAnswer> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  const jar = pairs(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: jar.join("; "),
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: `${base}/dashboard` }),
  });
  await res.body?.cancel();
  const cookies = [...jar, ...pairs(res)];
  const location = (res.headers.get("location") ?? "").replace(/^https?:\/\/[^/]+/, "");
  return { location, cookie: cookies.join("; "), signedIn: cookies.some((c) => /session-token=ey/.test(c)) };
}

export interface EventStream {
  status: number;
  /** Resolves when the server says LISTEN is active (`event: ready`). */
  ready: Promise<void>;
  /** The first `change` event matching `accept` after this call, or null after `timeoutMs`. */
  next(
    accept: (data: { k: string; id: string | null }) => boolean,
    timeoutMs: number,
  ): Promise<{ k: string; id: string | null } | null>;
  close(): void;
}

export async function openEventStream(base: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  const waiters = new Set<(event: string, data: string) => void>();
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
            if (event === "ready") markReady();
            if (event) for (const w of waiters) w(event, data);
          }
        }
      } catch {
        // closed by us
      }
    })();
  }
  return {
    status: res.status,
    ready,
    next: (accept, timeoutMs) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => done(null), timeoutMs);
        const waiter = (event: string, data: string) => {
          if (event !== "change") return;
          const parsed = JSON.parse(data) as { k: string; id: string | null };
          if (accept(parsed)) done(parsed);
        };
        const done = (v: { k: string; id: string | null } | null) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(v);
        };
        waiters.add(waiter);
      }),
    close: () => controller.abort(),
  };
}
