// Contract between the simulator's shared harness and each simulated service.
// Every service (flights, hotels, cards, loyalty, business, email) is a SimService
// mounted under its own prefix; the harness owns auth, routing, errors, the
// priority queue and callback delivery so the services only describe behaviour.
import type { IncomingHttpHeaders } from "node:http";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface SimResponse {
  status: number;
  body?: unknown; // serialized as JSON unless it is a string
  headers?: Record<string, string>;
}

export interface SimContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown; // parsed JSON (undefined when there was no body)
  rawBody: string;
  headers: IncomingHttpHeaders;
  harness: Harness;
}

export interface SimRoute {
  method: HttpMethod;
  /** Path relative to the service prefix, with `:name` params, e.g. "/v1/getResults/:requestId". */
  path: string;
  handle(ctx: SimContext): Promise<SimResponse> | SimResponse;
  /** Optional: a page a browser opens (e.g. the business consent screen), so no X-Authentication. */
  public?: boolean;
}

export interface SimService {
  name: string; // "flights"
  prefix: string; // "/flights"
  /** Header checked on every request (401 when missing or different). */
  auth: { header: string; value: string };
  /** Pages a browser opens (the email service's hosted mailbox sign-in): no auth header checked. */
  public?: boolean;
  routes: SimRoute[];
  /** Optional: outcomes accepted by POST /_control/scenario for this service (validated when present). */
  scenarioOutcomes?: readonly string[];
  /** Optional: forget stored state (requests, results) on POST /_control/reset. */
  reset?(): void;
}

/** Where and how a service POSTs its callbacks. */
export interface CallbackTarget {
  service: string;
  url: string;
  username: string;
  password: string;
  /** The program a search's result is for (flights, hotels): lets a callback fault be aimed at one
   *  program's deliveries, and is shown in the delivery log. */
  provider?: string;
}

export interface QueueJob {
  service: string;
  requestId: string;
  priority: number; // 1 (lowest) .. 9 (highest)
  timeoutSeconds?: number; // max time waiting in the queue
  /** Simulated work time (already scaled by the harness time factor when run). */
  workMs: number;
  run(): Promise<void> | void;
  onTimeout(): Promise<void> | void;
  /** Optional: called when a worker picks the job, before the work time elapses (progress reporting). */
  onStart?(): void;
  /** Optional: never picked by a worker, so it stays queued until its timeout (the "timeout" scenario). */
  holdInQueue?: boolean;
}

export interface Harness {
  config: SimConfig;
  /** Enqueue async work; higher priority runs first; still queued past its timeout → onTimeout. */
  enqueue(job: QueueJob): void;
  /**
   * POST JSON with Basic auth to a registered domain, retrying on any non-200 on the service's schedule.
   * `schedule` = real-world delays in ms before each retry (scaled by the time factor); default per service,
   * see simulator/harness/deliver-callback.ts.
   */
  deliverCallback(target: CallbackTarget, body: unknown, schedule?: number[]): void;
  /** Scale a real-world duration in ms by the time factor (tests run in seconds). */
  scaled(ms: number): number;
  /** Test-controllable scenarios: consume a forced outcome for a service, if one is queued. */
  takeForcedScenario(service: string, provider?: string): string | undefined;
  now(): Date;
}

export interface SimConfig {
  port: number;
  host: string;
  timeScale: number;
  callbackDomains: string[];
  services: Record<string, { apiAuth: string; callbackUser: string; callbackPassword: string }>;
  /** Concurrent queue workers per service (default 2). */
  workersPerService?: number;
  /** Test-only: SIM_TEXT_CORPUS=on lets marked requests get XSS payloads as provider text (harness/text-corpus.ts). */
  textCorpus?: boolean;
  /** Where the business consent screen sends the browser back (the address an operator registers). */
  businessRedirectUrl?: string;
}
