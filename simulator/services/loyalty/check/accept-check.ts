// Turns one raw A3 body into a queued check: validate, decide the outcome
// (consuming a forced scenario if a test queued one), store a state-0 result,
// and enqueue the work on the harness queue at the request's priority.
import type { KeyObject } from "node:crypto";
import { isRegisteredHost } from "../../../harness/deliver-callback";
import type { Harness } from "../../../harness/types";
import { accountSeed } from "../account/account-profile";
import { findProvider } from "../catalog/provider-catalog";
import { hashHex } from "../data/seeded-random";
import { buildResult, resultHeader, type AccountResult, type ResultInput } from "./build-result";
import { checkRequestSchema, describeIssues, type CheckRequest } from "./check-request-schema";
import { decideOutcome, parseScenario, type Outcome } from "./decide-outcome";
import { decryptPassword } from "./decrypt-password";
import type { PackageBatches } from "./package-batches";
import type { ResultStore } from "./result-store";
import { validateCredentials } from "./validate-credentials";

/** Without `timeout`, a check forced into state 11 still needs a queue limit (real seconds, scaled by the harness). */
const DEFAULT_TIMEOUT_TRIGGER_SECONDS = 300;

export interface CheckDeps {
  harness: Harness;
  store: ResultStore;
  batches: PackageBatches;
  privateKey: KeyObject | undefined;
  nextSequence: () => number;
}

export type Accepted = { ok: true; requestId: string } | { ok: false; message: string };

export function parseCheck(
  body: unknown,
  deps: CheckDeps,
): { ok: true; request: CheckRequest } | { ok: false; message: string } {
  const parsed = checkRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error) };
  const request = { ...parsed.data, password: decryptPassword(parsed.data.password, deps.privateKey) };
  const provider = request.provider ? findProvider(request.provider) : undefined;
  if (request.provider && !provider)
    return { ok: false, message: `provider: unknown provider code '${request.provider}'` };
  const credentialProblem = provider ? validateCredentials(provider, request) : undefined;
  if (credentialProblem) return { ok: false, message: credentialProblem };
  // Spec 2 Authentication 3: only registered domains receive callbacks; say so now rather than drop them later.
  if (request.callbackUrl) {
    const url = new URL(request.callbackUrl);
    const webUrl = url.protocol === "http:" || url.protocol === "https:";
    if (!webUrl || !isRegisteredHost(url.hostname, deps.harness.config.callbackDomains)) {
      return { ok: false, message: `callbackUrl: ${url.hostname} is not a registered callback domain` };
    }
  }
  return { ok: true, request };
}

function workMs(request: CheckRequest, outcome: Outcome): number {
  const itineraries = request.parseItineraries === false ? 0 : 1500;
  const history = !request.history
    ? 0
    : request.history.range === undefined || request.history.range === "complete"
      ? 2000
      : 500;
  const retries =
    outcome.kind === "success" || outcome.kind === "failure" ? (outcome.attempts - 1) * 3000 : 0;
  return 2500 + itineraries + history + retries;
}

export function acceptCheck(body: unknown, deps: CheckDeps, packageId?: string): Accepted {
  const parsed = parseCheck(body, deps);
  if (!parsed.ok) return parsed;
  const { request } = parsed;
  const { harness, store } = deps;
  const provider = request.provider ? findProvider(request.provider) : undefined;
  const requestDate = harness.now();
  const digest = hashHex(
    "loyalty-request",
    deps.nextSequence(),
    requestDate.toISOString(),
    JSON.stringify(request),
  );
  const requestId = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
  const seed = provider ? accountSeed(provider, request.login) : `none|${request.login}`;
  const forced = parseScenario(harness.takeForcedScenario("loyalty", request.provider));
  const outcome = decideOutcome(provider, request, forced, seed);
  const isTimeout = outcome.kind === "failure" && outcome.state === 11;
  const timeoutSeconds = request.timeout ?? (isTimeout ? DEFAULT_TIMEOUT_TRIGGER_SECONDS : undefined);
  const base: Omit<ResultInput, "checkDate"> = {
    requestId,
    request,
    provider,
    requestDate,
    accountSeed: seed,
  };
  store.put(resultHeader(base, 0), requestDate, false);

  const callbackUrl = request.callbackUrl;
  if (callbackUrl && packageId) deps.batches.expect(packageId, callbackUrl);
  const finish = (result: AccountResult): void => {
    if (store.isFinal(requestId)) return; // run and onTimeout may both fire; the first one wins
    store.put(result, requestDate, true);
    if (!callbackUrl) return;
    if (packageId) deps.batches.deliver(packageId, callbackUrl, result);
    else deliver(deps, callbackUrl, result);
  };
  harness.enqueue({
    service: "loyalty",
    requestId,
    priority: request.priority,
    ...(timeoutSeconds !== undefined ? { timeoutSeconds } : {}),
    workMs: workMs(request, outcome),
    // the timeout trigger never reaches a worker: it waits until onTimeout (state 0 → 11)
    ...(isTimeout ? { holdInQueue: true } : {}),
    run: () => finish(buildResult({ ...base, checkDate: harness.now() }, outcome, timeoutSeconds)),
    onTimeout: () =>
      finish(
        buildResult(
          { ...base, checkDate: harness.now() },
          { kind: "failure", state: 11, attempts: 1 },
          timeoutSeconds,
        ),
      ),
  });
  return { ok: true, requestId };
}

export function deliver(deps: CheckDeps, url: string, body: unknown): void {
  const config = deps.harness.config.services.loyalty;
  if (!config) return;
  deps.harness.deliverCallback(
    { service: "loyalty", url, username: config.callbackUser, password: config.callbackPassword },
    body,
  );
}
