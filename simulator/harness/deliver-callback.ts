// Callback delivery: POST JSON with Basic auth to registered domains only, retried
// on any non-200 (spec 1 Events: "Any other code makes the service keep retrying").
// Schedules: spec 3 Limits gives email's (1m, 10m, 1h, 3h, 6h, 12h). Specs 1 and 2
// give none for flights, hotels and loyalty; we use 10s, 30s, 1m, 5m, 15m, 1h so a
// short outage of the app is bridged within seconds and a long one within ~1.5 h.
import type { CallbackTarget, SimConfig } from "./types";

const MIN = 60_000;
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  10_000,
  30_000,
  MIN,
  5 * MIN,
  15 * MIN,
  60 * MIN,
];
export const EMAIL_RETRY_SCHEDULE_MS: readonly number[] = [
  MIN,
  10 * MIN,
  60 * MIN,
  180 * MIN,
  360 * MIN,
  720 * MIN,
];
const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_LOG = 2000;

export function defaultScheduleFor(service: string): readonly number[] {
  return service.startsWith("email") ? EMAIL_RETRY_SCHEDULE_MS : DEFAULT_RETRY_SCHEDULE_MS;
}

export interface DeliveryAttempt {
  deliveryId: number;
  service: string;
  url: string;
  attempt: number; // 1 = first try
  status: number | null; // null on network error or refused domain
  ok: boolean;
  faulted: boolean; // sent with wrong credentials on purpose (/_control/callback-faults)
  provider?: string; // the program, for flight and hotel results
  requestId?: string; // the body's requestId, when it has one at the top level
  error?: string;
  final: boolean; // no further attempt follows
  at: string;
}

/** `*.example.com` matches any subdomain of example.com (not example.com itself). */
export function isRegisteredHost(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return domains.some((d) =>
    d.startsWith("*.") ? host.endsWith(d.slice(1)) && host.length > d.length - 1 : host === d,
  );
}

const requestIdOf = (body: unknown): string | undefined => {
  const id = (body as { requestId?: unknown } | null)?.requestId;
  return typeof id === "string" ? id : undefined;
};
/** Whose delivery it is, for the log: the program and the body's request id, when known. */
type Who = Pick<DeliveryAttempt, "provider" | "requestId">;
const whoOf = (target: CallbackTarget, body: unknown): Who => {
  const requestId = requestIdOf(body);
  return { ...(target.provider ? { provider: target.provider } : {}), ...(requestId ? { requestId } : {}) };
};

export interface CallbackDeliverer {
  deliver(target: CallbackTarget, body: unknown, schedule?: readonly number[]): void;
  /** The next `count` attempts of `service` (of `provider`'s deliveries only, when given) fail auth. */
  addFaults(service: string, count: number, provider?: string): void;
  attempts(): DeliveryAttempt[];
  reset(): void;
  close(): void;
}

export function createCallbackDeliverer(opts: {
  config: SimConfig;
  scaled: (ms: number) => number;
  log: (msg: string) => void;
}): CallbackDeliverer {
  const log: DeliveryAttempt[] = [];
  const faults = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const inflight = new Set<AbortController>();
  let nextId = 1;
  let closed = false;

  // Faults aimed at one program are kept apart from a service's: a test that aims them is not robbed
  // by another test's searches running at the same time.
  const faultKey = (service: string, provider?: string) => (provider ? `${service}/${provider}` : service);
  const takeFault = (target: CallbackTarget): boolean => {
    for (const key of target.provider
      ? [faultKey(target.service, target.provider), target.service]
      : [target.service]) {
      const n = faults.get(key) ?? 0;
      if (n <= 0) continue;
      faults.set(key, n - 1);
      return true;
    }
    return false;
  };

  const record = (a: DeliveryAttempt) => {
    log.push(a);
    if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);
  };

  const attempt = async (
    id: number,
    target: CallbackTarget,
    who: Who,
    json: string,
    schedule: readonly number[],
    n: number,
  ) => {
    if (closed) return;
    const faulted = takeFault(target);
    const password = faulted ? `${target.password}-deliberately-wrong` : target.password;
    const auth = Buffer.from(`${target.username}:${password}`).toString("base64");
    const controller = new AbortController();
    inflight.add(controller);
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    let status: number | null = null;
    let error: string | undefined;
    try {
      const res = await fetch(target.url, {
        method: "POST",
        headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/json" },
        body: json,
        signal: controller.signal,
        redirect: "manual",
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    } finally {
      clearTimeout(timeout);
      inflight.delete(controller);
    }
    if (closed) return;
    const ok = status === 200;
    const delay = schedule[n - 1];
    const final = ok || delay === undefined;
    record({
      deliveryId: id,
      service: target.service,
      ...who,
      url: target.url,
      attempt: n,
      status,
      ok,
      faulted,
      error,
      final,
      at: new Date().toISOString(),
    });
    if (final) {
      if (!ok) opts.log(`[${target.service}] callback to ${target.url} gave up after ${n} attempts`);
      return;
    }
    const t = setTimeout(() => {
      timers.delete(t);
      void attempt(id, target, who, json, schedule, n + 1);
    }, opts.scaled(delay));
    timers.add(t);
  };

  return {
    deliver(target, body, schedule) {
      const id = nextId++;
      const who = whoOf(target, body);
      let host: string;
      try {
        const u = new URL(target.url);
        if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("not http(s)");
        host = u.hostname;
      } catch {
        opts.log(`[${target.service}] dropped callback: invalid URL ${target.url}`);
        record({
          deliveryId: id,
          service: target.service,
          ...who,
          url: target.url,
          attempt: 0,
          status: null,
          ok: false,
          faulted: false,
          error: "invalid callback URL",
          final: true,
          at: new Date().toISOString(),
        });
        return;
      }
      if (!isRegisteredHost(host, opts.config.callbackDomains)) {
        // The real services refuse unregistered domains (spec 1 Authentication 3).
        opts.log(`[${target.service}] dropped callback: ${host} is not a registered callback domain`);
        record({
          deliveryId: id,
          service: target.service,
          ...who,
          url: target.url,
          attempt: 0,
          status: null,
          ok: false,
          faulted: false,
          error: "domain not registered",
          final: true,
          at: new Date().toISOString(),
        });
        return;
      }
      void attempt(id, target, who, JSON.stringify(body), schedule ?? defaultScheduleFor(target.service), 1);
    },
    addFaults(service, count, provider) {
      const key = faultKey(service, provider);
      faults.set(key, (faults.get(key) ?? 0) + count);
    },
    attempts: () => [...log],
    reset() {
      log.length = 0;
      faults.clear();
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const c of inflight) c.abort();
    },
  };
}
