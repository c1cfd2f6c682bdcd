// Builds the Harness object the services receive (types.ts): queue, callback
// delivery, forced scenarios and the time factor, plus handles for the server.
import { createCallbackDeliverer, type CallbackDeliverer } from "./deliver-callback";
import { createJobQueue, type JobQueue } from "./job-queue";
import { createScenarioStore, type ScenarioStore } from "./scenario-store";
import { applyCorpus, bindMarking, corpusActive } from "./text-corpus";
import type { Harness, SimConfig } from "./types";
import { logger } from "../../lib/log/logger";

const simLog = logger("simulator");

export interface HarnessInternals {
  harness: Harness;
  queue: JobQueue;
  deliveries: CallbackDeliverer;
  scenarios: ScenarioStore;
  close(): void;
}

export function createHarness(
  config: SimConfig,
  log: (msg: string) => void = (msg) => simLog.info(msg),
): HarnessInternals {
  const scaled = (ms: number) => Math.max(0, Math.round(ms * config.timeScale));
  const queue = createJobQueue({ workers: config.workersPerService ?? 2, scaled, log });
  const deliveries = createCallbackDeliverer({ config, scaled, log });
  const scenarios = createScenarioStore();
  const harness: Harness = {
    config,
    // A job queued by a request marked for the XSS corpus (text-corpus.ts) runs marked too, and a
    // callback sent while marked carries the corpus.
    enqueue: (job) =>
      queue.enqueue(
        corpusActive()
          ? {
              ...job,
              run: bindMarking(job.run)!,
              onTimeout: bindMarking(job.onTimeout)!,
              onStart: bindMarking(job.onStart),
            }
          : job,
      ),
    deliverCallback: (target, body, schedule) =>
      deliveries.deliver(target, corpusActive() ? applyCorpus(body) : body, schedule),
    scaled,
    takeForcedScenario: (service, provider) => scenarios.take(service, provider),
    now: () => new Date(),
  };
  return {
    harness,
    queue,
    deliveries,
    scenarios,
    close() {
      queue.close();
      deliveries.close();
    },
  };
}
