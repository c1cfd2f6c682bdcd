// The simulator's HTTP server: routes each request to the service owning its
// prefix, checks X-Authentication, and maps failures to JSON errors
// (401 auth, 404 path, 405 method + Allow, 400 JSON, 413 size, 500 crash).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { timingSafeEqual } from "node:crypto";
import { loadConfig } from "./config";
import { createHarness, type HarnessInternals } from "./harness/create-harness";
import { handleControl, isLoopback } from "./harness/control-routes";
import { BodyTooLargeError, jsonError, readBody, send } from "./harness/http-io";
import { findRoute, findService } from "./harness/match-route";
import type { SimConfig, SimResponse, SimService } from "./harness/types";
import { buildServices, type ServiceFactory } from "./services";
import { applyCorpus, CORPUS_KEY_SUFFIX, requestIsMarked, runMarked } from "./harness/text-corpus";
import { logger } from "../lib/log/logger";

const simLog = logger("simulator");

export interface RunningSimulator {
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Replace the registered services (harness tests use a dummy service). */
  factories?: ServiceFactory[];
  log?: (msg: string) => void;
}

export async function startSimulator(
  config?: Partial<SimConfig>,
  options: StartOptions = {},
): Promise<RunningSimulator> {
  const full: SimConfig = { ...loadConfig(), ...config };
  const log = options.log ?? ((msg: string) => simLog.info(msg));
  const internals = createHarness(full, log);
  const services = buildServices(internals.harness, options.factories);
  const server = createServer((req, res) => {
    handle(req, internals, services, log)
      .then((r) => send(res, r))
      .catch((err: unknown) => {
        log(`unhandled error: ${String(err)}`);
        if (!res.headersSent) send(res, jsonError(500, "Internal simulator error"));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(full.port, full.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = full.host.includes(":") ? `[${full.host}]` : full.host;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        internals.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  req: IncomingMessage,
  internals: HarnessInternals,
  services: readonly SimService[],
  log: (msg: string) => void,
): Promise<SimResponse> {
  const url = new URL(req.url ?? "/", "http://simulator.local");
  const method = (req.method ?? "GET").toUpperCase();
  const path = url.pathname.replace(/\/+$/, "") || "/";

  if (path === "/_control" || path.startsWith("/_control/")) {
    if (!isLoopback(req.socket.remoteAddress)) return jsonError(403, "Control endpoints are loopback-only");
    const body = await readJson(req);
    if ("error" in body) return body.error;
    return handleControl(
      method,
      path.slice("/_control".length) || "/",
      url.searchParams,
      body.value,
      internals,
      services,
    );
  }

  const service = findService(services, path);
  if (!service) return jsonError(404, `No service at ${path}`);
  const subPath = path.slice(service.prefix.length) || "/";
  const match = findRoute(service, method, subPath);
  let given = req.headers[service.auth.header.toLowerCase()];
  // The XSS corpus (test-only, SIM_TEXT_CORPUS=on): a key with the corpus suffix marks the request.
  if (internals.harness.config.textCorpus && typeof given === "string" && given.endsWith(CORPUS_KEY_SUFFIX)) {
    given = given.slice(0, -CORPUS_KEY_SUFFIX.length);
  }
  // A whole service (the mailbox consent pages) or one route (the business consent page) may be
  // public: browser pages opened without the X-Authentication header.
  const isPublic = service.public === true || (match.kind === "found" && match.route.public === true);
  if (!isPublic && (typeof given !== "string" || !safeEqual(given, service.auth.value))) {
    return jsonError(401, `Missing or wrong ${service.auth.header} header`);
  }
  if (match.kind === "not-found") return jsonError(404, `Unknown path ${path}`);
  if (match.kind === "wrong-method") {
    return {
      ...jsonError(405, `Method ${method} not allowed on ${path}`),
      headers: { Allow: match.allow.join(", ") },
    };
  }
  const body = await readJson(req);
  if ("error" in body) return body.error;
  const route = match.route;
  const marked =
    internals.harness.config.textCorpus === true &&
    requestIsMarked(
      `${path}${url.search}`,
      body.raw,
      Object.values(req.headers)
        .flat()
        .filter((v): v is string => typeof v === "string"),
    );
  try {
    return await runMarked(marked, async () => {
      const res = await route.handle({
        params: match.params,
        query: url.searchParams,
        body: body.value,
        rawBody: body.raw,
        headers: req.headers,
        harness: internals.harness,
      });
      return marked && res.body !== undefined && typeof res.body !== "string"
        ? { ...res, body: applyCorpus(res.body) }
        : res;
    });
  } catch (err) {
    log(
      `${service.name} ${method} ${path} crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return jsonError(500, "Internal simulator error", {
      detail: err instanceof Error ? err.message : String(err),
    });
  }
}

async function readJson(
  req: IncomingMessage,
): Promise<{ value: unknown; raw: string } | { error: SimResponse }> {
  let raw: string;
  try {
    raw = await readBody(req);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return { error: jsonError(413, "Request body too large") };
    throw err;
  }
  if (raw.trim() === "") return { value: undefined, raw };
  // HTML forms (the hosted mailbox sign-in page) post url-encoded fields.
  if (String(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
    return { value: Object.fromEntries(new URLSearchParams(raw)), raw };
  }
  try {
    return { value: JSON.parse(raw) as unknown, raw };
  } catch {
    return { error: jsonError(400, "Request body is not valid JSON") };
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
