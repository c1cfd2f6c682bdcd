// The loyalty account retrieval service of the simulator (spec 2, part A),
// mounted at /loyalty and guarded by X-Authentication.
import type { Harness, SimService } from "../../harness/types";
import { deliver, type CheckDeps } from "./check/accept-check";
import { FORCED_OUTCOMES } from "./check/decide-outcome";
import { loadPrivateKey } from "./check/decrypt-password";
import { PackageBatches } from "./check/package-batches";
import { ResultStore } from "./check/result-store";
import { getCheckRoute, postCheckRoute, postPackageRoute } from "./routes/check-routes";
import { getProviderRoute, listProvidersRoute } from "./routes/provider-routes";

export interface LoyaltyOptions {
  /** PEM private key for RSA-encrypted passwords; defaults to SIM_LOYALTY_RSA_PRIVATE_KEY. */
  rsaPrivateKeyPem?: string;
}

export function createLoyaltyService(harness: Harness, options: LoyaltyOptions = {}): SimService {
  const config = harness.config.services.loyalty;
  if (!config)
    throw new Error(
      "simulator config: services.loyalty (apiAuth, callbackUser, callbackPassword) is missing",
    );
  let sequence = 0;
  const store = new ResultStore(() => harness.now());
  const deps: CheckDeps = {
    harness,
    store,
    batches: new PackageBatches((url, body) => deliver(deps, url, body)),
    privateKey: loadPrivateKey(options.rsaPrivateKeyPem ?? process.env.SIM_LOYALTY_RSA_PRIVATE_KEY),
    nextSequence: () => (sequence += 1),
  };
  return {
    name: "loyalty",
    prefix: "/loyalty",
    auth: { header: "X-Authentication", value: config.apiAuth },
    // the static /list route is declared before /:code so a router matching in order picks it
    routes: [
      listProvidersRoute,
      getProviderRoute,
      postPackageRoute(deps),
      postCheckRoute(deps),
      getCheckRoute(store),
    ],
    scenarioOutcomes: FORCED_OUTCOMES,
    reset: () => store.clear(),
  };
}
