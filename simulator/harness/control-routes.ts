// Test control endpoints under /_control (no auth, loopback clients only).
// Documented in simulator/README.md.
import { z } from "zod";
import type { HarnessInternals } from "./create-harness";
import { jsonError } from "./http-io";
import type { SimResponse, SimService } from "./types";

const scenarioSchema = z.object({
  service: z.string().min(1),
  provider: z.string().min(1).optional(),
  outcome: z.string().min(1),
  count: z.number().int().min(1).max(1000).default(1),
});

const faultSchema = z.object({
  service: z.string().min(1),
  provider: z.string().min(1).optional(),
  count: z.number().int().min(1).max(1000),
});

export function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

export function handleControl(
  method: string,
  subPath: string,
  query: URLSearchParams,
  body: unknown,
  internals: HarnessInternals,
  services: readonly SimService[],
): SimResponse {
  const names = new Set(services.map((s) => s.name));
  const route = `${method} ${subPath}`;
  switch (route) {
    case "GET /health":
      return { status: 200, body: { ok: true, services: [...names] } };
    case "POST /scenario": {
      const parsed = scenarioSchema.safeParse(body);
      if (!parsed.success) return jsonError(400, "Invalid scenario", { issues: parsed.error.issues });
      const s = parsed.data;
      const svc = services.find((x) => x.name === s.service);
      if (!svc) return jsonError(400, `Unknown service "${s.service}"; known: ${[...names].join(", ")}`);
      if (svc.scenarioOutcomes && !svc.scenarioOutcomes.includes(s.outcome)) {
        return jsonError(
          400,
          `Unknown outcome "${s.outcome}" for ${s.service}; allowed: ${svc.scenarioOutcomes.join(", ")}`,
        );
      }
      internals.scenarios.add(s);
      return { status: 200, body: { ok: true, pending: internals.scenarios.list() } };
    }
    case "GET /scenario":
      return { status: 200, body: { pending: internals.scenarios.list() } };
    case "POST /callback-faults": {
      const parsed = faultSchema.safeParse(body);
      if (!parsed.success)
        return jsonError(400, "Invalid callback-faults request", { issues: parsed.error.issues });
      internals.deliveries.addFaults(parsed.data.service, parsed.data.count, parsed.data.provider);
      return { status: 200, body: { ok: true } };
    }
    case "POST /reset":
      internals.scenarios.reset();
      internals.deliveries.reset();
      for (const s of services) s.reset?.();
      return { status: 200, body: { ok: true } };
    case "GET /deliveries": {
      const service = query.get("service");
      const all = internals.deliveries.attempts();
      return { status: 200, body: { deliveries: service ? all.filter((d) => d.service === service) : all } };
    }
    default:
      return jsonError(404, `Unknown control endpoint ${route}`);
  }
}
