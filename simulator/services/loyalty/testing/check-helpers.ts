// Shortcuts for tests: a valid A3 body per provider and a submit-then-run helper.
import type { SimService } from "../../../harness/types";
import { findProvider } from "../catalog/provider-catalog";
import { call, fakeHarness, type TestJson } from "./fake-harness";

export function checkBody(
  provider: string,
  login: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const def = findProvider(provider);
  const login2 = def?.login2 ? (def.login2.options.find((o) => o.code !== "")?.code ?? "Smith") : undefined;
  return {
    provider,
    userId: "user-1",
    priority: 5,
    login,
    password: "secret",
    ...(login2 ? { login2 } : {}),
    ...extra,
  };
}

export async function checkAndRun(
  sim: ReturnType<typeof fakeHarness>,
  service: SimService,
  body: Record<string, unknown>,
): Promise<TestJson> {
  const posted = await call(service, sim.harness, "POST", "/v2/account/check", body);
  if (posted.status !== 200) throw new Error(`check rejected: ${JSON.stringify(posted.body)}`);
  await sim.drain();
  const result = await call(service, sim.harness, "GET", `/v2/account/check/${posted.body.requestId}`);
  return result.body;
}
