// The simulated email parsing service (spec 3) on two hosts with identical paths:
// `/email` (US) and `/email-eu` (EU), each with its own results. Route modules are
// listed in EMAIL_ROUTE_MODULES; the mailbox scanner adds its module there.
import type { Harness, SimService } from "../../../harness/types";
import { createEmailStore, RETENTION_MS } from "./email-store";
import type { EmailHost, EmailRouteFactory } from "./email-host";
import { FORCED_OUTCOMES } from "./forced-outcome";
import { parseRoutes } from "./parse-routes";
import { providerRoutes } from "./provider-routes";

export const EMAIL_ROUTE_MODULES: EmailRouteFactory[] = [parseRoutes, providerRoutes];

export function createEmailServices(
  harness: Harness,
  modules: EmailRouteFactory[] = EMAIL_ROUTE_MODULES,
): SimService[] {
  return (["email", "email-eu"] as const).map((name) => createEmailHost(harness, name, modules));
}

function createEmailHost(
  harness: Harness,
  name: EmailHost["name"],
  modules: EmailRouteFactory[],
): SimService {
  const config = harness.config.services.email;
  if (!config)
    throw new Error("simulator config: services.email (apiAuth, callbackUser, callbackPassword) is missing");
  const timers = new Set<NodeJS.Timeout>();
  const host: EmailHost = {
    name,
    harness,
    store: createEmailStore({ now: () => harness.now(), retentionMs: harness.scaled(RETENTION_MS) }),
    callbackTarget: (url) => ({
      service: name,
      url,
      username: config.callbackUser,
      password: config.callbackPassword,
    }),
    later(ms, run) {
      const t = setTimeout(() => {
        timers.delete(t);
        run();
      }, ms);
      t.unref();
      timers.add(t);
    },
  };
  const built = modules.map((m) => m(host));
  return {
    name,
    prefix: `/${name}`,
    auth: { header: "X-Authentication", value: config.apiAuth },
    routes: built.flatMap((m) => m.routes),
    scenarioOutcomes: FORCED_OUTCOMES,
    reset() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      host.store.clear();
      built.forEach((m) => m.reset?.());
    },
  };
}
