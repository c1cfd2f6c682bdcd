// The deliveries: real HTTP POSTs with the service's Basic auth to the app's callback routes,
// `concurrency` at a time. A first attempt that is not answered 200 (503 while the database is
// down, a refused connection while the web server is dead) is handed to the simulator's own
// callback sender (simulator/harness/deliver-callback.ts), which retries it on the service's
// schedule (10 s, 30 s, 1 min … for flights, hotels, loyalty; 1 min, 10 min … for email, scaled by
// the time scale) exactly as it does for the simulator's callbacks. Every answer is counted by
// status code ("network" when there was none).
import {
  type CallbackDeliverer,
  createCallbackDeliverer,
  type DeliveryAttempt,
} from "@/simulator/harness/deliver-callback";
import type { SimConfig } from "@/simulator/harness/types";
import { credentialsOf } from "./stack";

export interface Post {
  service: string;
  path: string;
  credentials: string;
  body: string;
}

const ATTEMPT_TIMEOUT_MS = 10_000; // the simulator's per-attempt limit
const serviceOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

export class Sender {
  /** Answers by service (the callback route's last segment), then by status code. */
  readonly statuses = new Map<string, Record<string, number>>();
  /** First attempts by service. */
  readonly sent = new Map<string, number>();
  private readonly deliverer: CallbackDeliverer;
  private handedOver = 0;
  private readonly seen = new Set<string>();
  private readonly finals = new Map<number, DeliveryAttempt>();
  private readonly poller: NodeJS.Timeout;

  constructor(
    private readonly appUrl: string,
    timeScale: number,
  ) {
    const config = { callbackDomains: ["127.0.0.1"], services: {} } as unknown as SimConfig;
    this.deliverer = createCallbackDeliverer({
      config,
      scaled: (ms) => Math.round(ms * timeScale),
      log: () => {},
    });
    // The sender keeps its last 2,000 attempts: read them often enough that none scrolls away unseen.
    this.poller = setInterval(() => this.collect(), 50);
  }

  private count(service: string, status: number | null) {
    const key = status === null ? "network" : String(status);
    const byStatus = this.statuses.get(service) ?? {};
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    this.statuses.set(service, byStatus);
  }

  private collect() {
    for (const a of this.deliverer.attempts()) {
      const key = `${a.deliveryId}:${a.attempt}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.count(serviceOf(a.url), a.status);
      if (a.final) this.finals.set(a.deliveryId, a);
    }
  }

  /** Send every sequence, `concurrency` sequences at a time, the posts of one sequence one after
   *  the other (out-of-order scenarios); `onAnswer(n)` after the n-th first answer. */
  async burst(sequences: Post[][], concurrency: number, onAnswer?: (n: number) => void): Promise<void> {
    let next = 0;
    let answered = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < sequences.length) {
          for (const post of sequences[next++]!) {
            const { user, password } = credentialsOf(post.credentials);
            const url = `${this.appUrl}/api/callbacks/${post.path}`;
            let status: number | null = null;
            // A plain timer and controller, as the simulator's sender has: a full run once hung for
            // good on one request whose AbortSignal.timeout never fired.
            const controller = new AbortController();
            const timer = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
            let giveUp: NodeJS.Timeout | undefined;
            try {
              const attempt = (async () => {
                const res = await fetch(url, {
                  method: "POST",
                  headers: {
                    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
                    "content-type": "application/json",
                  },
                  body: post.body,
                  signal: controller.signal,
                });
                await res.arrayBuffer().catch(() => undefined);
                return res.status;
              })();
              attempt.catch(() => {}); // when `stuck` wins, a later rejection has nobody to tell
              // And a last bound in case the abort itself is never honoured.
              const stuck = new Promise<never>(
                (_, reject) =>
                  (giveUp = setTimeout(() => reject(new Error("no answer")), ATTEMPT_TIMEOUT_MS + 5000)),
              );
              status = await Promise.race([attempt, stuck]);
            } catch {
              status = null;
            } finally {
              clearTimeout(timer);
              clearTimeout(giveUp);
            }
            this.count(post.path, status);
            this.sent.set(post.path, (this.sent.get(post.path) ?? 0) + 1);
            if (status !== 200) {
              this.handedOver++;
              // The simulator's target service decides its retry schedule (email's is the long one).
              const service = post.credentials === "email" ? "email" : post.service;
              this.deliverer.deliver({ service, url, username: user, password }, JSON.parse(post.body));
            }
            onAnswer?.(++answered);
          }
        }
      }),
    );
  }

  /** Wait until every retried delivery got its 200 or was given up; returns how many gave up. */
  async settle(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      this.collect();
      if (this.finals.size >= this.handedOver) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    this.collect();
    const unsettled = this.handedOver - this.finals.size;
    return [...this.finals.values()].filter((a) => !a.ok).length + unsettled;
  }

  close(): void {
    clearInterval(this.poller);
    this.deliverer.close();
  }
}

/** Fisher–Yates with a seeded generator, so a run can be repeated (FAULTS_SEED). */
export function shuffle<T>(items: T[], seed: number): T[] {
  let s = seed >>> 0;
  const rand = () => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
