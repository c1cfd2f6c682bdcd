// GET /v2/providers/list — A1 items; GET /v2/providers/{code} — A2 definition.
import { jsonError } from "../../../harness/http-io";
import type { SimRoute } from "../../../harness/types";
import { findProvider, PROVIDERS, providerDefinition, providerListItem } from "../catalog/provider-catalog";

export const listProvidersRoute: SimRoute = {
  method: "GET",
  path: "/v2/providers/list",
  handle: () => ({ status: 200, body: PROVIDERS.map(providerListItem) }),
};

export const getProviderRoute: SimRoute = {
  method: "GET",
  path: "/v2/providers/:code",
  handle: ({ params }) => {
    const provider = findProvider(params.code ?? "");
    if (!provider) return jsonError(404, `Unknown provider code '${params.code ?? ""}'`);
    return { status: 200, body: providerDefinition(provider) };
  },
};
